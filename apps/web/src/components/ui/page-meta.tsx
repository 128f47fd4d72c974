import { PRODUCT_NAME } from '@kakayahan/contracts';
import { useLocation } from 'react-router';
import { absoluteUrl, scriptSafeJson, shortenText } from '../../lib/page-text';
import { usePageOrigin } from '../../ssr/page-data';

/** Search results show about this much of a description; longer ones are cut at a word. */
const DESCRIPTION_MAX = 200;

/**
 * The image a shared link's preview shows (decision 028, og:image): the product's name and tagline, 1200×630
 * (the large card of Facebook, LinkedIn, X and Messenger), from apps/web/public. Its words are outlined paths
 * in apps/web/scripts/site-preview/site-preview.svg, rendered by sharp; no font is needed to make it again.
 */
export const SITE_PREVIEW_IMAGE = {
  path: '/site-preview.png',
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: `${PRODUCT_NAME}: the inclusive job platform for persons with disabilities in the Philippines.`,
} as const;

/**
 * What search engines and link previews show of a page (decision 028): its description, its canonical
 * address and the Open Graph and Twitter card tags with the site's preview image (a large card). React 19
 * places them in <head>; on a page rendered on the server they take the place of the shell's. Every address
 * is absolute, from the site's origin (PUBLIC_URL on the server). The title itself comes from PageHeading.
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
      <meta property="og:image" content={absoluteUrl(origin, SITE_PREVIEW_IMAGE.path)} />
      <meta property="og:image:type" content={SITE_PREVIEW_IMAGE.type} />
      <meta property="og:image:width" content={String(SITE_PREVIEW_IMAGE.width)} />
      <meta property="og:image:height" content={String(SITE_PREVIEW_IMAGE.height)} />
      <meta property="og:image:alt" content={SITE_PREVIEW_IMAGE.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image:alt" content={SITE_PREVIEW_IMAGE.alt} />
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
