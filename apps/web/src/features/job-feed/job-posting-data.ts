import { normalizeJobType, PRODUCT_NAME, UNKNOWN_COMPANY, type JobDetail, type JobType } from '@kakayahan/contracts';
import { absoluteUrl, shortenText } from '../../lib/page-text';
import { companyPagePath, jobPagePath } from './components/job-paths';

/** The units of pay Google's JobPosting rules know. */
export type SalaryUnit = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

/** A salary read from the free text of a job: one figure or a range, in pesos, per unit of time. */
export type ParsedSalary =
  { unit: SalaryUnit; value: number } | { unit: SalaryUnit; minValue: number; maxValue: number };

const UNIT_WORDS: Record<string, SalaryUnit> = {
  hour: 'HOUR',
  hr: 'HOUR',
  hourly: 'HOUR',
  day: 'DAY',
  daily: 'DAY',
  week: 'WEEK',
  wk: 'WEEK',
  weekly: 'WEEK',
  month: 'MONTH',
  mo: 'MONTH',
  mon: 'MONTH',
  monthly: 'MONTH',
  year: 'YEAR',
  yr: 'YEAR',
  yearly: 'YEAR',
  annum: 'YEAR',
  annual: 'YEAR',
  annually: 'YEAR',
  // Filipino: "kada buwan" (a month), "bawat araw" (a day), "kada oras" (an hour), "taon" (a year).
  oras: 'HOUR',
  araw: 'DAY',
  linggo: 'WEEK',
  buwan: 'MONTH',
  buwanan: 'MONTH',
  taon: 'YEAR',
};

const CURRENCY = String.raw`(?:₱|php\.?|p(?=\d))?\s*`;
const FIGURE = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(k?)`;
const UNIT = String.raw`(?:/|\b(?:per|a|an|every|kada|bawat)\b)?\s*([a-z]+)\.?`;
const SALARY = new RegExp(String.raw`^${CURRENCY}${FIGURE}(?:\s*(?:-|to)\s*${CURRENCY}${FIGURE})?\s*${UNIT}$`, 'u');

function figureOf(digits: string | undefined, thousands: string | undefined): number {
  return Number((digits ?? '').replace(/,/gu, '')) * (thousands ? 1000 : 1);
}

/**
 * The salary of a job when its text says it unambiguously: pesos (₱, PHP, P or no sign), one figure or a
 * range, and the unit of time ("₱15,000 - ₱20,000 per month", "PHP 500/day", "20k monthly"). Anything
 * else answers null: no unit ("15,000 - 18,000"), another currency, pay per piece ("600 per article"),
 * words around it ("plus commission"), "Negotiable".
 */
export function parseSalary(text: string | null | undefined): ParsedSalary | null {
  const normal = (text ?? '')
    .toLowerCase()
    .replace(/[\u2013\u2014\u2212]/gu, '-')
    .replace(/\s+/gu, ' ')
    .trim();
  const match = SALARY.exec(normal);
  if (!match) return null;
  const unit = UNIT_WORDS[match[5] ?? ''];
  if (!unit) return null;
  const first = figureOf(match[1], match[2]);
  const second = match[3] === undefined ? null : figureOf(match[3], match[4]);
  if (!(first > 0) || (second !== null && !(second >= first))) return null;
  if (second === null || second === first) return { unit, value: first };
  return { unit, minValue: first, maxValue: second };
}

interface PostalAddress {
  '@type': 'PostalAddress';
  addressLocality?: string;
  addressRegion?: string;
  addressCountry: 'PH';
}

interface MonetaryAmount {
  '@type': 'MonetaryAmount';
  currency: 'PHP';
  value: { '@type': 'QuantitativeValue'; unitText: SalaryUnit } & (
    { value: number } | { minValue: number; maxValue: number }
  );
}

/** The schema.org JobPosting we publish: the properties Google reads, with the types it expects. */
export interface JobPostingData {
  '@context': 'https://schema.org';
  '@type': 'JobPosting';
  title: string;
  /** HTML. */
  description: string;
  /** ISO 8601. */
  datePosted: string;
  employmentType?: string;
  hiringOrganization: { '@type': 'Organization'; name: string; sameAs: string };
  jobLocation?: { '@type': 'Place'; address: PostalAddress };
  jobLocationType?: 'TELECOMMUTE';
  applicantLocationRequirements?: { '@type': 'Country'; name: 'Philippines' };
  baseSalary?: MonetaryAmount;
  skills?: string;
  directApply: boolean;
  identifier: { '@type': 'PropertyValue'; name: string; value: string };
  url: string;
}

/** Our job types as Google's employment types; Remote is a place, not a type, so it has none. */
const EMPLOYMENT_TYPES: Record<JobType, string | null> = {
  'Full Time': 'FULL_TIME',
  'Part Time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Freelance: 'CONTRACTOR',
  Internship: 'INTERN',
  Remote: null,
};

/** Google's employment type of a job type, in either spelling; null when it has none or is unknown. */
export function employmentTypeOf(jobType: string): string | null {
  const type = normalizeJobType(jobType);
  return type ? EMPLOYMENT_TYPES[type] : null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (char) => `&#${char.charCodeAt(0)};`);
}

/** A job's text as the HTML Google asks for: escaped, a paragraph per blank-line block, line breaks kept. */
export function descriptionHtml(text: string): string {
  return text
    .replace(/\r\n?/gu, '\n')
    .split(/\n\s*\n/u)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

const REMOTE_WORD = /\bremote\b/iu;

/** A job is remote when it says so (job type Remote, or a location that says remote), as the server decides. */
function isRemote(job: JobDetail): boolean {
  return job.is_remote ?? (normalizeJobType(job.job_type) === 'Remote' || REMOTE_WORD.test(job.location));
}

function companyOf(job: JobDetail): string {
  return job.comp_name.trim() || UNKNOWN_COMPANY;
}

/** "Cebu City, Cebu" → locality Cebu City, region Cebu; the country is always the Philippines. */
function placeOf(location: string): NonNullable<JobPostingData['jobLocation']> {
  const [locality, ...rest] = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      ...(locality ? { addressLocality: locality } : {}),
      ...(rest.length > 0 ? { addressRegion: rest.join(', ') } : {}),
      addressCountry: 'PH',
    },
  };
}

function baseSalaryOf(text: string): MonetaryAmount | null {
  const salary = parseSalary(text);
  if (!salary) return null;
  const { unit, ...figures } = salary;
  return {
    '@type': 'MonetaryAmount',
    currency: 'PHP',
    value: { '@type': 'QuantitativeValue', ...figures, unitText: unit },
  };
}

/** An ISO 8601 timestamp of the date the job was posted (the stored one when it does not read as a date). */
function isoDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/**
 * The schema.org JobPosting of a job (issue 15), following Google's rules for job postings: title, HTML
 * description, date posted, employer (linking to its company page), where (a place in the Philippines, or
 * remote work open to applicants in the Philippines), the employment type and salary when we know them
 * for sure, and our id. `origin` is the site's address (absolute URLs).
 */
export function jobPostingData(job: JobDetail, origin: string): JobPostingData {
  const remote = isRemote(job);
  const location = job.location.trim();
  const employmentType = employmentTypeOf(job.job_type);
  const baseSalary = baseSalaryOf(job.salary_range);
  const hasPlace = !remote || (location !== '' && !REMOTE_WORD.test(location));
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.job_title,
    description: descriptionHtml(job.job_desc) || escapeHtml(job.job_title),
    datePosted: isoDate(job.created_at),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: companyOf(job),
      sameAs: absoluteUrl(origin, companyPagePath(job.posted_by)),
    },
    ...(hasPlace ? { jobLocation: placeOf(location) } : {}),
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'Philippines' },
        }
      : {}),
    ...(baseSalary ? { baseSalary } : {}),
    ...(job.skills_req.trim() ? { skills: job.skills_req.trim() } : {}),
    directApply: false,
    identifier: { '@type': 'PropertyValue', name: PRODUCT_NAME, value: String(job.post_id) },
    url: absoluteUrl(origin, jobPagePath(job.post_id)),
  };
}

/** The job page's description: "<title> at <company>, <location>. <the start of its text>". */
export function jobPageDescription(job: JobDetail): string {
  const location = job.location.trim() || (isRemote(job) ? 'Remote' : '');
  const where = location ? `, ${location}` : '';
  const lead = `${job.job_title.trim()} at ${companyOf(job)}${where}.`;
  const text = job.job_desc.trim();
  return text ? `${lead} ${shortenText(text, 150)}` : lead;
}
