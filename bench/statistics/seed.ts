// Bulk seeding for the statistics bench: every table is filled by INSERT … SELECT over generate_series, in
// one transaction on one connection with a fixed random seed (setseed), so a run can be repeated and both
// engines get the same kind of data. Dates spread over the two years before `now`; categories and
// disabilities are skewed (a few common, a long tail), as real ones are.
import { DISABILITY_CATEGORIES, JOB_CATEGORIES } from '@kakayahan/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import { rowsOf } from '../../apps/server/src/db/raw-rows.js';

export interface PopulationSize {
  employers: number;
  seekers: number;
  jobs: number;
  applications: number;
}

export interface SeedOptions extends PopulationSize {
  now: Date;
  /** setseed's argument, between -1 and 1. */
  seed: number;
  onStep?: (step: string, ms: number) => void;
}

const PASSWORD_HASH = 'bench-not-a-real-hash';
const SPAN = sql`interval '730 days'`;

/** A skewed pick from a list: index floor(n · random()^1.6), so the first items are the common ones. */
const skewedPick = (items: readonly string[]): SQL =>
  sql`(${sql.param([...items])}::text[])[1 + floor(${items.length} * power(random(), 1.6))::int]`;

/** Fills an empty, migrated database with exactly the sizes asked for (the applications spread over 60 % of the approved job seekers). */
export async function seedPopulation(db: Database, options: SeedOptions): Promise<void> {
  const now = sql`${options.now.toISOString()}::timestamptz`;
  const start = sql`(${now} - ${SPAN})`;
  const randomInstant = sql`${start} + random() * ${SPAN}`;
  await db.transaction(async (tx) => {
    const step = async (name: string, query: SQL) => {
      const began = performance.now();
      await tx.execute(query);
      options.onStep?.(name, performance.now() - began);
    };
    await tx.execute(sql`select setseed(${options.seed})`);
    await step(
      `${options.employers} employers`,
      sql`insert into users (email, password_hash, user_type, first_name, last_name, is_approved, approved_at,
          email_verified_at, created_at)
        select 'employer' || g || '@bench.example', ${PASSWORD_HASH}, 'Employer', 'Bench', 'Employer ' || g,
          true, t, t, t
        from (select g, ${randomInstant} as t from generate_series(1, ${options.employers}::int) g) s`,
    );
    // Half the employers verified, a tenth pending, a tenth rejected, the rest never sent a registration.
    await step(
      'employer verifications',
      sql`insert into employer_verifications (employer_id, registration_type, registration_number, tin,
          document_key, document_content_type, document_name, status, submitted_at)
        select id, 'SEC', 'CS' || id, '000-000-000-000', 'bench/' || id || '.pdf', 'application/pdf',
          'registration.pdf',
          (case when r < 0.5 then 'verified' when r < 0.6 then 'pending' else 'rejected' end)::employer_verification_status,
          created_at
        from (select id, created_at, random() as r from users where user_type = 'Employer') e
        where r < 0.7`,
    );
    // 80 % national PWD ID numbers (16 digits, a region code 01–19 first), 10 % older local numbers,
    // 10 % none; 92 % verified their e-mail; of those, 90 % approved after 0–120 hours (unless that is
    // still in the future), the others waiting.
    await step(
      `${options.seekers} job seekers`,
      sql`insert into users (email, password_hash, user_type, first_name, last_name, disability, id_number,
          email_verified_at, is_approved, approved_at, created_at)
        select 'seeker' || g || '@bench.example', ${PASSWORD_HASH}, 'Employee', 'Bench', 'Seeker ' || g,
          disability,
          case when r_id < 0.8 then lpad((1 + floor(random() * 19))::int::text, 2, '0')
                 || lpad(floor(random() * 1e14)::bigint::text, 14, '0')
               when r_id < 0.9 then floor(random() * 1e12)::bigint::text end,
          case when verified then t + interval '10 minutes' end,
          approved_at is not null, approved_at, t
        from (
          select g, t, r_id, disability, verified,
            case when verified and r_approve < 0.9 and t + wait < ${now} then t + wait end as approved_at
          from (
            select g, ${randomInstant} as t, random() as r_id, ${skewedPick(DISABILITY_CATEGORIES)} as disability,
              random() < 0.92 as verified, random() as r_approve, random() * interval '120 hours' as wait
            from generate_series(1, ${options.seekers}::int) g
          ) raw
        ) s`,
    );
    await tx.execute(sql`create temp table bench_employers on commit drop as
      select id, (row_number() over (order by id) - 1)::int as idx from users where user_type = 'Employer'`);
    await step(
      `${options.jobs} jobs`,
      sql`insert into job_posts (employer_id, job_title, job_desc, job_type, category, location, created_at)
        select e.id, 'Bench job ' || s.g, 'A job of the statistics bench.', 'Full Time', s.category,
          'Metro Manila', s.t
        from (
          select g, floor(random() * ${options.employers})::int as employer_idx, ${skewedPick(JOB_CATEGORIES)} as category,
            ${randomInstant} as t
          from generate_series(1, ${options.jobs}::int) g
        ) s
        join bench_employers e on e.idx = s.employer_idx`,
    );
    // Applicants: 60 % of the approved job seekers (the rest never apply). Application g goes from applicant
    // g mod A to job (applicant · 7919 + k · 2003) mod J, k = g div A: one applicant's jobs are distinct while
    // k < J and J is no multiple of 2003 (a prime), so the unique (job, applicant) holds without retries.
    await tx.execute(sql`create temp table bench_applicants on commit drop as
      select id, approved_at, (row_number() over (order by id) - 1)::int as idx
      from users where user_type = 'Employee' and is_approved and random() < 0.6`);
    await tx.execute(sql`create temp table bench_jobs on commit drop as
      select id, created_at, (row_number() over (order by id) - 1)::int as idx from job_posts`);
    const [counts] = rowsOf<{ applicants: number; jobs: number }>(
      await tx.execute(sql`select (select count(*) from bench_applicants)::int as applicants,
        (select count(*) from bench_jobs)::int as jobs`),
    );
    const applicants = counts?.applicants ?? 0;
    const jobs = counts?.jobs ?? 0;
    if (applicants === 0 || jobs === 0) throw new Error('No applicants or jobs to apply to.');
    if (Math.ceil(options.applications / applicants) >= jobs || jobs % 2003 === 0) {
      throw new Error(
        `${jobs} jobs cannot take ${options.applications} distinct applications of ${applicants} applicants.`,
      );
    }
    await step(
      `${options.applications} applications (${applicants} applicants)`,
      sql`insert into applications (job_id, applicant_id, status, applicant_name, applicant_role,
          applicant_experience, applicant_location, applicant_skills, created_at)
        select j.id, a.id,
          (case when x.r < 0.08 then 'Approved' when x.r < 0.2 then 'Declined' when x.r < 0.28 then 'Interviewed'
            else 'Pending' end)::application_status,
          'Bench Seeker', 'Job seeker', 'Some', 'Metro Manila', 'Typing',
          least(${now}, greatest(a.approved_at, j.created_at) + x.delay)
        from (
          select g, g % ${applicants}::int as applicant_idx,
            ((g % ${applicants}::int)::bigint * 7919 + (g / ${applicants}::int)::bigint * 2003) % ${jobs}::int as job_idx,
            random() as r, random() * interval '30 days' as delay
          from generate_series(0, ${options.applications - 1}::int) g
        ) x
        join bench_applicants a on a.idx = x.applicant_idx
        join bench_jobs j on j.idx = x.job_idx`,
    );
  });
}

/**
 * VACUUM ANALYZE, the steady state of a live database: planner statistics, and the visibility map that
 * lets counts read indexes alone (PostgreSQL's autovacuum does this soon after a bulk load; PGlite has no
 * autovacuum, so an embedded database gets it only this way).
 */
export async function vacuumAnalyze(db: Database): Promise<void> {
  await db.execute(sql`vacuum (analyze) users, job_posts, applications, employer_verifications`);
}

/** How many rows each table holds, for the report. */
export async function tableSizes(db: Database): Promise<Record<string, number>> {
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`select
      (select count(*) from users where user_type = 'Employee')::int as job_seekers,
      (select count(*) from users where user_type = 'Employer')::int as employers,
      (select count(*) from job_posts)::int as jobs,
      (select count(*) from applications)::int as applications`),
  );
  return row ?? {};
}
