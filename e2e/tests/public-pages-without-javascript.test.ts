import { expect, test } from '../support/fixtures.js';
import { uniqueWord } from '../support/people.js';
import { OTHER_PUBLIC_PAGES } from '../support/public-pages.js';
import { createJobFair, postJob } from '../support/seed.js';

// Issue 15 and decision 025: a visitor gets public pages rendered on the server. They work with JavaScript
// off: what a visitor, a search engine or a link preview gets is in the first response. (The first view's
// script and the app waking on first use: public-pages-waking.test.ts.)

test.describe('public pages rendered on the server', () => {
  test('a job page works with JavaScript off: title, description, company and a way to apply', async ({
    browser,
    baseURL,
    api,
    employer,
  }) => {
    const word = uniqueWord();
    const title = `Data Encoder ${word}`;
    const jobId = await postJob(api, employer, {
      title,
      description: `Encode the ${word} municipal records with a screen reader.`,
    });
    const context = await browser.newContext({ javaScriptEnabled: false, ...(baseURL ? { baseURL } : {}) });
    try {
      const page = await context.newPage();
      const answer = await page.goto(`/jobs/${jobId}`);
      expect(answer?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(`Encode the ${word} municipal records with a screen reader.`)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(title, 'u'));
      const apply = page.getByRole('link', { name: 'Sign in to apply' });
      await expect(apply).toHaveAttribute('href', /\/job-seeker\/signin\?redirect=/u);
      // A plain link: it goes to sign in (the app's page, which needs JavaScript, says so).
      await apply.click();
      await expect(page).toHaveURL(/\/job-seeker\/signin\?redirect=/u);

      const unknown = await page.goto('/jobs/987654321');
      expect(unknown?.status()).toBe(404);
    } finally {
      await context.close();
    }
  });
});

test.describe('the landing page, job fairs, the Help Centre, privacy and accessibility (the second slice)', () => {
  test('each works with JavaScript off: the content is in the first response', async ({
    browser,
    baseURL,
    api,
    employer,
  }) => {
    const fairTitle = `Inclusive Hiring Day ${uniqueWord()}`;
    const jobId = await postJob(api, employer, { title: `Clerk ${uniqueWord()}` });
    await createJobFair(api, employer, { title: fairTitle, jobIds: [jobId] });
    const context = await browser.newContext({ javaScriptEnabled: false, ...(baseURL ? { baseURL } : {}) });
    try {
      const page = await context.newPage();
      for (const { path, heading, content } of OTHER_PUBLIC_PAGES) {
        const answer = await page.goto(path);
        expect(answer?.status(), path).toBe(200);
        expect(await answer?.text(), `${path} is rendered on the server`).toContain('id="kj-page-data"');
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page).toHaveTitle(/Kakayahan Jobs/u);
        for (const words of content) await expect(page.getByText(words).first()).toBeVisible();
      }

      // Job fairs: the fair and its way to register (a link to sign in that comes back to it).
      await page.goto('/job-fairs');
      await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Job Fairs' })).toBeVisible();
      await expect(page.getByRole('heading', { name: fairTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: `Register Now for ${fairTitle}` })).toHaveAttribute(
        'href',
        /^\/job-seeker\/signin\?redirect=/u,
      );

      // The Help Centre's search is a form: sent without JavaScript, the results come from the server.
      await page.goto('/FAQS');
      await page.getByRole('searchbox', { name: 'Search help' }).fill('read aloud');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/\/FAQS\?q=read\+aloud$/u);
      const results = page.getByRole('region', { name: 'Search results' });
      await expect(results.getByRole('link', { name: 'Listen to a page with Read aloud' })).toBeVisible();

      // An article that does not exist says so.
      await page.goto('/help/no-such-article');
      await expect(page.getByRole('heading', { level: 1, name: 'Help article not found' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

// Issue 15 and decision 028: what search engines and link previews read in a public page's first response.
test.describe('structured data and link previews of public pages', () => {
  const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" };

  /** The attributes of every <meta> and <link> in the head of the page, decoded. */
  function headTags(html: string): Record<string, string>[] {
    const head = html.slice(0, html.indexOf('</head>'));
    return [...head.matchAll(/<(?:meta|link)\s[^>]*>/gu)].map(([tag]) =>
      Object.fromEntries(
        [...tag.matchAll(/([\w:-]+)="([^"]*)"/gu)].map(([, name = '', value = '']) => [
          name,
          value.replace(/&(amp|quot|lt|gt|#x27|#39);/gu, (_whole, entity: string) => ENTITIES[entity] ?? ''),
        ]),
      ),
    );
  }

  /** The values of a head tag, by its name= or property= (or rel= for links); one each is expected. */
  function contentsOf(html: string, key: string): string[] {
    return headTags(html)
      .filter((tag) => tag.name === key || tag.property === key || tag.rel === key)
      .map((tag) => tag.content ?? tag.href ?? '');
  }

  function jsonLdBlocks(html: string): string[] {
    return [...html.matchAll(/<script type="application\/ld\+json">([^]*?)<\/script>/gu)].map(([, json = '']) => json);
  }

  test('a job page carries its JobPosting data, one title and description and its preview, addressed by PUBLIC_URL', async ({
    playwright,
    baseURL,
    api,
    employer,
  }) => {
    const origin = baseURL ?? '';
    const word = uniqueWord();
    const title = `Records Encoder ${word}`;
    const jobId = await postJob(api, employer, {
      title,
      type: 'Part Time',
      location: 'Cebu City, Cebu',
      salary: '₱15,000 - ₱20,000 per month',
      description: `Encode the ${word} records. A </script><script>alert(1)</script> in the text stays text.`,
    });
    // A request that claims another host (as a proxy would pass it on): the page's addresses ignore it.
    const visitor = await playwright.request.newContext({
      extraHTTPHeaders: { 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' },
    });
    try {
      const answer = await visitor.get(`${origin}/jobs/${jobId}`);
      expect(answer.status()).toBe(200);
      const html = await answer.text();
      expect(html).not.toContain('attacker.example');

      expect(html.match(/<title>/gu)).toHaveLength(1);
      expect(html).toContain(`<title>${title} | Kakayahan Jobs</title>`);
      const description = contentsOf(html, 'description');
      expect(description).toHaveLength(1);
      expect(description[0]).toMatch(
        new RegExp(`^${title} at ${employer.company ?? ''}, Cebu City, Cebu\\. Encode the ${word} records\\.`, 'u'),
      );
      const url = `${origin}/jobs/${jobId}`;
      expect(contentsOf(html, 'canonical')).toEqual([url]);
      expect(contentsOf(html, 'og:url')).toEqual([url]);
      expect(contentsOf(html, 'og:title')).toEqual([title]);
      expect(contentsOf(html, 'og:description')).toEqual(description);
      expect(contentsOf(html, 'og:type')).toEqual(['website']);
      expect(contentsOf(html, 'og:site_name')).toEqual(['Kakayahan Jobs']);
      expect(contentsOf(html, 'twitter:card')).toEqual(['summary_large_image']);

      const blocks = jsonLdBlocks(html);
      expect(blocks).toHaveLength(1);
      // Nothing a person typed can close the element: no "<" in the block at all.
      expect(blocks[0]).not.toContain('<');
      const data = JSON.parse(blocks[0] ?? '') as Record<string, unknown>;
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title,
        employmentType: 'PART_TIME',
        hiringOrganization: {
          '@type': 'Organization',
          name: employer.company,
          sameAs: `${origin}/companies/${employer.id}`,
        },
        jobLocation: {
          '@type': 'Place',
          address: { '@type': 'PostalAddress', addressLocality: 'Cebu City', addressCountry: 'PH' },
        },
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'PHP',
          value: { '@type': 'QuantitativeValue', minValue: 15000, maxValue: 20000, unitText: 'MONTH' },
        },
        directApply: false,
        url,
      });
      expect(data.description).toContain(`Encode the ${word} records. A &#60;/script&#62;`);
      expect(Number.isNaN(Date.parse(String(data.datePosted)))).toBe(false);

      // A remote job: work from home, open to applicants in the Philippines; its salary has no unit, so none.
      const remoteId = await postJob(api, employer, { title: `Remote ${title}`, location: 'Remote' });
      const remotePage = await (await visitor.get(`${origin}/jobs/${remoteId}`)).text();
      const remote = JSON.parse(jsonLdBlocks(remotePage)[0] ?? '') as Record<string, unknown>;
      expect(remote).toMatchObject({
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: 'Philippines' },
      });
      expect(remote).not.toHaveProperty('baseSalary');

      // An unknown job: no JobPosting and no preview of a job.
      const unknown = await (await visitor.get(`${origin}/jobs/987654321`)).text();
      expect(jsonLdBlocks(unknown)).toEqual([]);
      expect(contentsOf(unknown, 'canonical')).toEqual([]);
    } finally {
      await visitor.dispose();
    }
  });

  test("a company page has its own description and preview; the shell's are gone", async ({
    playwright,
    baseURL,
    employer,
  }) => {
    const origin = baseURL ?? '';
    const visitor = await playwright.request.newContext();
    try {
      const html = await (await visitor.get(`${origin}/companies/${employer.id}`)).text();
      const description = contentsOf(html, 'description');
      expect(description).toHaveLength(1);
      expect(description[0]).toMatch(new RegExp(`^${employer.company ?? ''}`, 'u'));
      expect(contentsOf(html, 'og:title')).toEqual([employer.company]);
      expect(contentsOf(html, 'og:description')).toEqual(description);
      expect(contentsOf(html, 'canonical')).toEqual([`${origin}/companies/${employer.id}`]);
      expect(contentsOf(html, 'twitter:card')).toHaveLength(1);
    } finally {
      await visitor.dispose();
    }
  });
});

test.describe('public pages on the wire (issue 15, decision 029)', () => {
  test('a job page is sent br or gzip by Accept-Encoding, and the job list shows a new job at once', async ({
    playwright,
    baseURL,
    api,
    employer,
  }) => {
    const origin = baseURL ?? '';
    const title = `Transcriber ${uniqueWord()}`;
    const jobId = await postJob(api, employer, { title });
    const visitor = await playwright.request.newContext();
    try {
      for (const encoding of ['br', 'gzip']) {
        const answer = await visitor.get(`${origin}/jobs/${jobId}`, { headers: { 'accept-encoding': encoding } });
        expect(answer.status()).toBe(200);
        expect(answer.headers()['content-encoding']).toBe(encoding);
        expect(answer.headers().vary).toMatch(/accept-encoding/iu);
        expect(answer.headers().vary).toMatch(/cookie/iu);
        expect(await answer.text()).toContain(title);
      }
      // The list page is kept in memory for visitors; a job posted after it was rendered shows on the next visit.
      expect((await visitor.get(`${origin}/jobs`)).status()).toBe(200);
      const newer = `Captioner ${uniqueWord()}`;
      await postJob(api, employer, { title: newer });
      expect(await (await visitor.get(`${origin}/jobs`)).text()).toContain(newer);
    } finally {
      await visitor.dispose();
    }
  });
});
