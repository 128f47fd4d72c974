import { PageHeading } from '../../../components/ui/page-heading';

/** Placeholder until the screen lands (issue 3). */
export default function ManageUsersPage() {
  return <PageHeading>Manage Users</PageHeading>;
}
