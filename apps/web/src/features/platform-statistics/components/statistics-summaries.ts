import type { PlatformStatistics } from '@kakayahan/contracts';
import { countOf, countText, dayText, durationText, largest, percentText, periodWords } from './statistics-words';

type Range = PlatformStatistics['range'];

/** "Of 120 job seekers who signed up, 48 (40%) were approved by an admin and 9 (8%) were approved by an employer." */
export function funnelSummary(funnel: PlatformStatistics['funnel'], range: Range): string {
  const signedUp = funnel[0]?.count ?? 0;
  if (signedUp === 0) return `No job seeker signed up ${periodWords(range)}.`;
  const step = (name: string) => funnel.find((item) => item.step === name)?.count ?? 0;
  const approved = step('approved');
  const hired = step('hired');
  return (
    `Of ${countOf(signedUp, 'job seeker', 'job seekers')} who signed up ${periodWords(range)}, ` +
    `${countText(approved)} (${percentText(approved, signedUp)}) ${approved === 1 ? 'was' : 'were'} approved by an ` +
    `admin and ${countText(hired)} (${percentText(hired, signedUp)}) ${hired === 1 ? 'was' : 'were'} approved by ` +
    'an employer.'
  );
}

/** How long approval takes and how many wait now, in words. */
export function approvalSummary(approval: PlatformStatistics['approval'], range: Range): string {
  const approved =
    approval.approved_count > 0 && approval.median_hours_to_approval !== null
      ? `Half of the ${countOf(approval.approved_count, 'job seeker', 'job seekers')} approved ` +
        `${periodWords(range)} waited ${durationText(approval.median_hours_to_approval)} or less.`
      : `No job seeker was approved ${periodWords(range)}.`;
  const waiting =
    approval.waiting_count > 0
      ? ` ${countOf(approval.waiting_count, 'job seeker is', 'job seekers are')} waiting for approval now` +
        (approval.longest_wait_hours === null
          ? '.'
          : `; the longest has waited ${durationText(approval.longest_wait_hours)}.`)
      : ' No one is waiting for approval now.';
  return approved + waiting;
}

const PROTECTED_NOTE = 'Counts below 5 are not shown, so no one can be singled out.';

/** Which disability has the most job seekers and the most applications. */
export function disabilitySummary(rows: PlatformStatistics['by_disability'], range: Range): string {
  const seekers = largest(rows, (row) => row.job_seekers);
  const applications = largest(rows, (row) => row.applications);
  if (!seekers && !applications) {
    return `No disability has 5 or more job seekers or applications ${periodWords(range)}. ${PROTECTED_NOTE}`;
  }
  const parts = [
    seekers
      ? `The most job seekers who signed up ${periodWords(range)} have ${seekers.name} (${countText(seekers.job_seekers)})`
      : null,
    applications
      ? `the most applications came from job seekers with ${applications.name} (${countText(applications.applications)})`
      : null,
  ].filter(Boolean);
  const sentence = parts.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}. ${PROTECTED_NOTE}`;
}

/** Which region most job seekers come from. */
export function regionSummary(rows: PlatformStatistics['by_region'], range: Range): string {
  const top = largest(rows, (row) => row.job_seekers);
  const source = 'The region is read from the first two digits of the PWD ID number.';
  if (!top)
    return `No region has 5 or more job seekers who signed up ${periodWords(range)}. ${source} ${PROTECTED_NOTE}`;
  return (
    `Most job seekers who signed up ${periodWords(range)} hold a PWD ID from ${top.name} ` +
    `(${countText(top.job_seekers)}). ${source} ${PROTECTED_NOTE}`
  );
}

/** The weekly totals and the busiest week for applications. */
export function weeklySummary(weeks: PlatformStatistics['weekly']): string {
  const first = weeks[0];
  const last = weeks.at(-1);
  if (!first || !last) return 'There are no weeks to show.';
  const total = (pick: (week: (typeof weeks)[number]) => number) => weeks.reduce((sum, week) => sum + pick(week), 0);
  const busiest = largest(weeks, (week) => week.applications);
  return (
    `In the ${weeks.length} weeks from the week of ${dayText(first.week_start)} to the week of ` +
    `${dayText(last.week_start)}: ${countOf(
      total((w) => w.job_seekers),
      'new job seeker',
      'new job seekers',
    )}, ` +
    `${countOf(
      total((w) => w.jobs),
      'job posted',
      'jobs posted',
    )} and ` +
    `${countOf(
      total((w) => w.applications),
      'application',
      'applications',
    )}.` +
    (busiest
      ? ` The busiest week for applications began ${dayText(busiest.week_start)} (${countText(busiest.applications)}).`
      : '')
  );
}

/** The leading category by jobs and by applications. */
export function topCategoriesSummary(
  byJobs: PlatformStatistics['top_categories_by_jobs'],
  byApplications: PlatformStatistics['top_categories_by_applications'],
  range: Range,
): string {
  const jobs = byJobs[0];
  const applications = byApplications[0];
  const period = periodWords(range);
  return [
    jobs && jobs.count > 0
      ? `${jobs.name} had the most jobs posted ${period} (${countText(jobs.count)}).`
      : `No jobs were posted ${period}.`,
    applications && applications.count > 0
      ? `${applications.name} had the most applications (${countText(applications.count)}).`
      : `No applications were sent ${period}.`,
  ].join(' ');
}

/** How many employers have a verified business registration. */
export function employersSummary(employers: PlatformStatistics['employers']): string {
  const total = employers.verified + employers.unverified;
  if (total === 0) return 'No employer has signed up yet.';
  return (
    `Of the ${countOf(total, 'employer', 'employers')} on the platform now, ${countText(employers.verified)} ` +
    `(${percentText(employers.verified, total)}) ${employers.verified === 1 ? 'has' : 'have'} a verified business ` +
    `registration and ${countText(employers.unverified)} (${percentText(employers.unverified, total)}) ` +
    `${employers.unverified === 1 ? 'does' : 'do'} not.`
  );
}
