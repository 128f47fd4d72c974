import { PageHeading } from '../../../components/ui/page-heading';

/** Placeholder until the screen lands (issue 3). */
export default function UserApprovalPage() {
  return <PageHeading>User Registration Approval</PageHeading>;
}
