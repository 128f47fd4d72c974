import { PageHeading } from '../../../components/ui/page-heading';

/** Being built (issue 14): replaced by the page itself in the next commits. */
export default function CompanyPage() {
  return <PageHeading>Coming soon</PageHeading>;
}
