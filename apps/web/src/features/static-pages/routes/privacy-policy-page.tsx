import { PageHeading } from '../../../components/ui/page-heading';

/** TODO(stub): replaced by the screen's real content. */
export default function PrivacyPolicyPage() {
  return <PageHeading>Privacy Policy &amp; Terms of Use</PageHeading>;
}
