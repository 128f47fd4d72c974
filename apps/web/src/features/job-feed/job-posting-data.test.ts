import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from '../../lib/page-text';
import { jobDetail } from './components/job-feed-test-data';
import {
  descriptionHtml,
  employmentTypeOf,
  jobPageDescription,
  jobPostingData,
  parseSalary,
  type JobPostingData,
} from './job-posting-data';

const ORIGIN = 'https://jobs.example.ph';

describe('reading a salary from its text', () => {
  it.each([
    ['₱15,000 - ₱20,000 per month', { unit: 'MONTH', minValue: 15000, maxValue: 20000 }],
    ['PHP 500/day', { unit: 'DAY', value: 500 }],
    ['P18,000 monthly', { unit: 'MONTH', value: 18000 }],
    ['15k to 20k a month', { unit: 'MONTH', minValue: 15000, maxValue: 20000 }],
    ['₱80.50 per hour', { unit: 'HOUR', value: 80.5 }],
    ['350 per hr.', { unit: 'HOUR', value: 350 }],
    ['₱300,000 – ₱360,000 per year', { unit: 'YEAR', minValue: 300000, maxValue: 360000 }],
    ['PHP 4,000 weekly', { unit: 'WEEK', value: 4000 }],
    ['₱600 kada araw', { unit: 'DAY', value: 600 }],
    ['20,000 - 20,000 / month', { unit: 'MONTH', value: 20000 }],
  ])('%s', (text, expected) => {
    expect(parseSalary(text)).toEqual(expected);
  });

  it.each([
    'Negotiable',
    '',
    '15,000 - 18,000',
    '10,000',
    '600 per article',
    '1.50 per word',
    '30,000 - 38,000 plus commission',
    '$500 per month',
    '20,000 - 15,000 per month',
    '0 per day',
    '15,000 per month or 500 per day',
  ])('%j says nothing for sure', (text) => {
    expect(parseSalary(text)).toBeNull();
  });

  it('takes no text at all', () => {
    expect(parseSalary(null)).toBeNull();
    expect(parseSalary(undefined)).toBeNull();
  });
});

describe('employment types', () => {
  it.each([
    ['Full Time', 'FULL_TIME'],
    ['Full-time', 'FULL_TIME'],
    ['Part Time', 'PART_TIME'],
    ['Contract', 'CONTRACTOR'],
    ['Freelance', 'CONTRACTOR'],
    ['Internship', 'INTERN'],
    ['Remote', null],
    ['Seasonal', null],
  ])('%s → %s', (type, expected) => {
    expect(employmentTypeOf(type)).toBe(expected);
  });
});

describe("a job's text as HTML", () => {
  it('escapes it, with a paragraph per block and its line breaks', () => {
    expect(descriptionHtml('Encode <b>records</b> & "files".\nCheck them.\n\n\nSecond part')).toBe(
      '<p>Encode &#60;b&#62;records&#60;/b&#62; &#38; &#34;files&#34;.<br>Check them.</p><p>Second part</p>',
    );
  });
});

describe('the JobPosting of a job', () => {
  it('has every property Google requires, with its schema.org type', () => {
    const data = jobPostingData(jobDetail({ salary_range: '₱18,000 - ₱22,000 per month', is_remote: false }), ORIGIN);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Data Encoder',
      description: '<p>Encode records into the system.<br>Check them twice.</p>',
      datePosted: '2026-03-05T12:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme Philippines',
        sameAs: 'https://jobs.example.ph/companies/20',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Quezon City', addressCountry: 'PH' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'PHP',
        value: { '@type': 'QuantitativeValue', minValue: 18000, maxValue: 22000, unitText: 'MONTH' },
      },
      skills: 'Excel, Typing',
      directApply: false,
      identifier: { '@type': 'PropertyValue', name: 'Kakayahan Jobs', value: '1' },
      url: 'https://jobs.example.ph/jobs/1',
    } satisfies JobPostingData);
  });

  it('says the region when the location names one, and the country always', () => {
    const data = jobPostingData(jobDetail({ location: 'Cebu City, Cebu', is_remote: false }), ORIGIN);
    expect(data.jobLocation?.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Cebu City',
      addressRegion: 'Cebu',
      addressCountry: 'PH',
    });
    expect(data.jobLocationType).toBeUndefined();
  });

  it('says a remote job is work from home open to applicants in the Philippines, with no place', () => {
    const data = jobPostingData(jobDetail({ location: 'Remote', job_type: 'Remote', is_remote: true }), ORIGIN);
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Philippines' });
    expect(data.jobLocation).toBeUndefined();
    expect(data.employmentType).toBeUndefined();
  });

  it('keeps the place of a remote job that names one, and decides remote from the text when not told', () => {
    const data = jobPostingData(
      jobDetail({ location: 'Pasig City', job_type: 'Remote', is_remote: undefined }),
      ORIGIN,
    );
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data.jobLocation?.address.addressLocality).toBe('Pasig City');
  });

  it('leaves out the salary when its text says nothing for sure, the skills when there are none', () => {
    const data = jobPostingData(jobDetail({ salary_range: 'Negotiable', skills_req: ' ' }), ORIGIN);
    expect(data).not.toHaveProperty('baseSalary');
    expect(data).not.toHaveProperty('skills');
  });

  it('names an unnamed company as the site does, and the site without a trailing slash', () => {
    const data = jobPostingData(jobDetail({ comp_name: '  ' }), `${ORIGIN}/`);
    expect(data.hiringOrganization.name).toBe('Unknown Company');
    expect(data.url).toBe('https://jobs.example.ph/jobs/1');
  });

  it('is JSON that reads back the same, and no text in it can close its element', () => {
    const job = jobDetail({
      job_title: 'Encoder </script><script>alert(1)</script>',
      job_desc: 'Line one\u2028line two <!-- & -->',
    });
    const data = jobPostingData(job, ORIGIN);
    const json = scriptSafeJson(data);
    expect(json).not.toMatch(/[<>\u2028\u2029]/u);
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe("the job page's description", () => {
  it('says what, for whom and where, then the start of the text', () => {
    expect(jobPageDescription(jobDetail())).toBe(
      'Data Encoder at Acme Philippines, Quezon City. Encode records into the system. Check them twice.',
    );
  });

  it('cuts a long text at a word, near 150 characters', () => {
    const description = jobPageDescription(jobDetail({ job_desc: 'Encode records carefully. '.repeat(20) }));
    const text = description.slice('Data Encoder at Acme Philippines, Quezon City. '.length);
    expect(text.length).toBeLessThanOrEqual(150);
    expect(text).toMatch(/carefully…$|records…$|Encode…$/u);
  });

  it('says Remote for a remote job without a location', () => {
    expect(jobPageDescription(jobDetail({ location: '', is_remote: true }))).toMatch(
      /^Data Encoder at Acme Philippines, Remote\./u,
    );
  });
});
