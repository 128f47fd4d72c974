import { PageHeading } from '../../../components/ui/page-heading';

/** TODO(stub): replaced by the screen's real content. */
export default function AccessibilityPage() {
  return <PageHeading>Accessibility Statement</PageHeading>;
}
