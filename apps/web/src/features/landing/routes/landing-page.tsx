import { PageHeading } from '../../../components/ui/page-heading';

/** TODO(stub): replaced by the screen's real content. */
export default function LandingPage() {
  return <PageHeading>Join the Most Inclusive Job Platform in the Philippines</PageHeading>;
}
