import { PRODUCT_NAME } from '@kakayahan/contracts';
import { useLocation } from 'react-router';
import { absoluteUrl, scriptSafeJson, shortenText } from '../../lib/page-text';
import { usePageOrigin } from '../../ssr/page-data';

/** Search results show about this much of a description; longer ones are cut at a word. */
const DESCRIPTION_MAX = 200;

/**
 * What search engines and link previews show of a page (decision 028): its description, its canonical
 * address and the Open Graph and Twitter card tags. React 19 places them in <head>; on a page rendered on
 * the server they take the place of the shell's. The title itself comes from PageHeading.
 */
export function PageMeta({
  title,
  description,
  path,
  type = 'website',
}: {
  /** The preview's title: the page's own name, without the site's. */
  title: string;
  description: string;
  /** The canonical path; defaults to this page's path without its query. */
  path?: string;
  type?: 'website' | 'article';
}) {
  const origin = usePageOrigin();
  const location = useLocation();
  const url = absoluteUrl(origin, path ?? location.pathname);
  const text = shortenText(description, DESCRIPTION_MAX);
  return (
    <>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta name="twitter:card" content="summary" />
    </>
  );
}

/**
 * schema.org data about the page for search engines, as a JSON-LD data block: data, not script, so the
 * CSP without inline script holds; escaped so no text in it can close the element.
 */
export function StructuredData({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />;
}
