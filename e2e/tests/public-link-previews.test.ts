import { expect, test } from '../support/fixtures.js';
import { uniqueWord } from '../support/people.js';
import { OTHER_PUBLIC_PAGES } from '../support/public-pages.js';
import { postJob } from '../support/seed.js';

// Issue 15 and decision 028 (og:image): a shared link to any public page shows the site's preview image, a
// large card, in the page's first response (link-preview bots run no script), addressed by PUBLIC_URL.

/** The content of every <meta property|name="key"> in the head of the page. */
function metaContents(html: string, key: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = [...head.matchAll(/<meta\s[^>]*>/gu)].map(([tag]): Record<string, string> =>
    Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/gu)].map(([, name = '', value = '']) => [name, value])),
  );
  return tags
    .filter((tag) => tag.property === key || tag.name === key)
    .map((tag) => (tag.content ?? '').replace(/&amp;/gu, '&'));
}

test.describe('the preview image of public pages', () => {
  test('every public page names the site preview image once, a 1200×630 PNG that is served', async ({
    playwright,
    baseURL,
    api,
    employer,
  }) => {
    const origin = baseURL ?? '';
    const jobId = await postJob(api, employer, { title: `Encoder ${uniqueWord()}` });
    // A request that claims another host: the image's address is the site's own (PUBLIC_URL) all the same.
    const visitor = await playwright.request.newContext({
      extraHTTPHeaders: { 'x-forwarded-host': 'attacker.example' },
    });
    try {
      const paths = [
        ...OTHER_PUBLIC_PAGES.map((entry) => entry.path),
        '/jobs',
        '/job-fairs',
        `/jobs/${jobId}`,
        `/companies/${employer.id}`,
      ];
      for (const path of paths) {
        const answer = await visitor.get(`${origin}${path}`);
        expect(answer.status(), path).toBe(200);
        const html = await answer.text();
        expect(metaContents(html, 'og:image'), path).toEqual([`${origin}/site-preview.png`]);
        expect(metaContents(html, 'og:image:width'), path).toEqual(['1200']);
        expect(metaContents(html, 'og:image:height'), path).toEqual(['630']);
        expect(metaContents(html, 'og:image:alt'), path).toEqual([
          'Kakayahan Jobs: the inclusive job platform for persons with disabilities in the Philippines.',
        ]);
        expect(metaContents(html, 'twitter:card'), path).toEqual(['summary_large_image']);
      }

      const image = await visitor.get(`${origin}/site-preview.png`);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      const png = await image.body();
      expect(png.toString('latin1', 12, 16)).toBe('IHDR');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    } finally {
      await visitor.dispose();
    }
  });
});
