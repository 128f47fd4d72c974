import { PageHeading } from '../../../components/ui/page-heading';

/** TODO(stub): replaced by the screen's real content. */
export default function VerifyEmailPage() {
  return <PageHeading>Verify your email address</PageHeading>;
}
