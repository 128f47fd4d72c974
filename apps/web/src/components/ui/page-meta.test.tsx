import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageOriginContext } from '../../ssr/page-data';
import { PageMeta, SITE_PREVIEW_IMAGE } from './page-meta';

const ORIGIN = 'https://kakayahan.example';

function showMeta(url: string) {
  const router = createMemoryRouter(
    [{ path: '*', element: <PageMeta title="Browse jobs" description="Open jobs for persons with disabilities." /> }],
    { initialEntries: [url] },
  );
  return render(
    <PageOriginContext value={ORIGIN}>
      <RouterProvider router={router} />
    </PageOriginContext>,
  );
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;

describe('PageMeta: what link previews show (decision 028)', () => {
  it('gives every page the site preview image as a large card, addressed from the site origin', () => {
    showMeta('/jobs?q=clerk');
    expect(content('meta[property="og:image"]')).toBe(`${ORIGIN}/site-preview.png`);
    expect(content('meta[property="og:image:type"]')).toBe('image/png');
    expect(content('meta[property="og:image:width"]')).toBe('1200');
    expect(content('meta[property="og:image:height"]')).toBe('630');
    expect(content('meta[property="og:image:alt"]')).toBe(
      'Kakayahan Jobs: the inclusive job platform for persons with disabilities in the Philippines.',
    );
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="twitter:image:alt"]')).toBe(content('meta[property="og:image:alt"]'));
    // The page's own tags are there as before: the canonical address leaves the query out.
    expect(content('meta[property="og:url"]')).toBe(`${ORIGIN}/jobs`);
    expect(content('meta[property="og:title"]')).toBe('Browse jobs');
    expect(document.head.querySelectorAll('meta[property="og:image"]')).toHaveLength(1);
  });

  it('names an image that is in the public folder, a PNG of the size it says', () => {
    const file = path.resolve(import.meta.dirname, '../../../public', SITE_PREVIEW_IMAGE.path.slice(1));
    const bytes = readFileSync(file);
    // The PNG signature, then the IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
    expect(bytes.readUInt32BE(16)).toBe(SITE_PREVIEW_IMAGE.width);
    expect(bytes.readUInt32BE(20)).toBe(SITE_PREVIEW_IMAGE.height);
    // Small enough for a slow phone connection and every preview service (most refuse above 5 MB).
    expect(bytes.length).toBeLessThan(100_000);
  });
});
