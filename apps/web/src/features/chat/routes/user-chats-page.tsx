import { PageHeading } from '../../../components/ui/page-heading';

/** Placeholder while the screen is being built (replaced in this issue). */
export default function Page() {
  return <PageHeading>My Conversations</PageHeading>;
}
