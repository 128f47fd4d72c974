import { PageHeading } from '../../../components/ui/page-heading';

/** Placeholder until the screen lands (issue 3). */
export default function ResetPasswordPage() {
  return <PageHeading>Reset Password</PageHeading>;
}
