import { expectNoAxeViolations } from '../support/axe.js';
import { assertNoPageProblems, waitForPageReady } from '../support/browser.js';
import { expect, test } from '../support/fixtures.js';
import { uniqueWord } from '../support/people.js';
import { createJobFair, postJob } from '../support/seed.js';

// Issue 15 and decision 025: a visitor gets public pages rendered on the server. They work with JavaScript
// off; with it on, the first view loads only the small public script, and the app wakes on first use
// without the page changing. Someone signed in gets the app at the same address.

const PUBLIC_SCRIPT = /\/assets\/(?:public|read-aloud-shortcut)-[\w-]{8}\.js$/u;

/** The other public pages of decision 025's second slice: each one's heading, and words of its content. */
const OTHER_PUBLIC_PAGES = [
  {
    path: '/',
    heading: 'Join the Most Inclusive Job Platform in the Philippines',
    content: [/Find work with employers who welcome people with disabilities\./u, /Join as Candidate/u],
  },
  { path: '/FAQS', heading: 'Help Centre', content: [/For Job Seekers/u, /For Employers/u, /Still need help\?/u] },
  {
    path: '/help/read-aloud',
    heading: 'Listen to a page with Read aloud',
    content: [/Alt\+Shift\+R/u, /Back to the Help Centre/u],
  },
  { path: '/privacy-policy', heading: 'Privacy Policy & Terms of Use', content: [/personal information/iu] },
  { path: '/accessibility', heading: 'Accessibility Statement', content: [/We keep improving\./u] },
] as const;

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

  test('the first view loads only the public script; the app wakes on first use, with nothing moving', async ({
    open,
    api,
    employer,
  }) => {
    const jobId = await postJob(api, employer, { title: `Encoder ${uniqueWord()}` });
    const { page, problems } = await open({ viewport: { width: 360, height: 740 } });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`/jobs/${jobId}`);
    await waitForPageReady(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => !PUBLIC_SCRIPT.test(path))).toEqual([]);
    await expectNoAxeViolations(page, 'a job page before the app wakes');

    // The first click wakes the app and is answered: the assistant opens with the focus in it.
    const heading = page.getByRole('heading', { level: 1 });
    const before = await heading.boundingBox();
    await page.getByRole('button', { name: /Ask for help/u }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox').first()).toBeFocused();
    expect(scripts.some((path) => !PUBLIC_SCRIPT.test(path))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await heading.boundingBox()).toEqual(before);
    // React says so in the console when a hydrated page differs from the server's: it must not.
    expect(problems.consoleErrors).toEqual([]);
    assertNoPageProblems(problems, 'a job page after the app woke');
  });

  test('someone signed in gets the app at the same address, with their actions', async ({
    open,
    api,
    employer,
    jobSeeker,
  }) => {
    const title = `Records Clerk ${uniqueWord()}`;
    const jobId = await postJob(api, employer, { title });
    const { page, context, problems } = await open({ as: jobSeeker });
    // Signed in before the hint existed (no cookie yet): the visitor's page comes, and the app takes over.
    await page.goto(`/jobs/${jobId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Apply/u })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to apply' })).toHaveCount(0);
    // The app set the hint, so the next page comes from the app shell, not the visitor's page.
    const shell = await page.request.get(`/jobs/${jobId}`, { headers: { cookie: 'kj_signed_in=1' } });
    expect(await shell.text()).not.toContain('kj-page-data');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'kj_signed_in')?.value).toBe('1');
    assertNoPageProblems(problems, 'a job page signed in');
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

  test('the first view of each loads only the public script, and the page hydrates without a difference', async ({
    open,
  }) => {
    const { page, problems } = await open({ viewport: { width: 320, height: 640 } });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    for (const path of [...OTHER_PUBLIC_PAGES.map((entry) => entry.path), '/job-fairs']) {
      scripts.length = 0;
      await page.goto(path);
      await waitForPageReady(page);
      await page.waitForLoadState('networkidle');
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(
        scripts.filter((script) => !PUBLIC_SCRIPT.test(script)),
        `${path}: only the public script`,
      ).toEqual([]);
      // The first click wakes the app, which hydrates the page the server sent and answers the click.
      await page.getByRole('button', { name: /Ask for help/u }).click();
      await expect(page.getByRole('dialog', { name: 'Ask for help' }), path).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Ask for help' })).toBeHidden();
      expect(problems.consoleErrors, `${path}: hydrated as the server rendered it`).toEqual([]);
    }

    // The app wakes on the Help Centre when the search field is used: the same page, now the app's.
    await page.goto('/FAQS');
    await waitForPageReady(page);
    const search = page.getByRole('searchbox', { name: 'Search help' });
    await search.click();
    await page.keyboard.type('read aloud');
    await expect(page.getByRole('region', { name: 'Search results' })).toBeVisible();
    await expect(search).toHaveValue('read aloud');
    expect(scripts.some((script) => !PUBLIC_SCRIPT.test(script))).toBe(true);
    // React says so in the console when a hydrated page differs from the server's: it must not.
    expect(problems.consoleErrors).toEqual([]);
    assertNoPageProblems(problems, 'the public pages of the second slice');
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
      expect(contentsOf(html, 'twitter:card')).toEqual(['summary']);

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

  test('in the browser the data block breaks no rule of the CSP, and the woken app adds no second head', async ({
    open,
    api,
    employer,
  }) => {
    const jobId = await postJob(api, employer, { title: `Encoder ${uniqueWord()}` });
    const { page, problems } = await open();
    await page.goto(`/jobs/${jobId}`);
    await waitForPageReady(page);
    const counts = () =>
      page.evaluate(() => ({
        titles: document.querySelectorAll('title').length,
        descriptions: document.head.querySelectorAll('meta[name="description"]').length,
        canonicals: document.head.querySelectorAll('link[rel="canonical"]').length,
        previews: document.head.querySelectorAll('meta[property="og:title"]').length,
        jsonLd: document.querySelectorAll('script[type="application/ld+json"]').length,
      }));
    const one = { titles: 1, descriptions: 1, canonicals: 1, previews: 1, jsonLd: 1 };
    expect(await counts()).toEqual(one);
    // The first click wakes the app, which hydrates the page: still one of each.
    await page.getByRole('button', { name: /Ask for help/u }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await counts()).toEqual(one);
    // A CSP refusal or a hydration difference is said in the console.
    expect(problems.consoleErrors).toEqual([]);
    assertNoPageProblems(problems, 'a job page with its structured data');
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
