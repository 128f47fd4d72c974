import { z } from 'zod';
import { isoDateSchema } from './audit-log.js';

/**
 * Counts of the added breakdowns (by disability, by region) below this are not given: the answer says
 * null and the screen "fewer than 5", so no person can be singled out by disability and region.
 */
export const SMALL_COUNT_THRESHOLD = 5;
/** How many weeks the weekly series covers, ending with the week of `to` (or this week). */
export const STATISTICS_WEEKS = 12;
/** How many categories each top-categories list names. */
export const TOP_CATEGORIES = 5;

export const PLATFORM_STATISTICS_MESSAGES = {
  loadFailed: 'Failed to load platform statistics. Please try again.',
  fewerThan: `fewer than ${SMALL_COUNT_THRESHOLD}`,
} as const;

/** A count that is null when below SMALL_COUNT_THRESHOLD (shown as "fewer than 5"). */
export const protectedCountSchema = z.number().int().nullable();

/**
 * The hiring funnel, in order: signed up → e-mail verified → approved by an admin → applied to at least one
 * job → approved by an employer at least once. Job seekers who signed up within the range, each step
 * counting those of them who reached it (at any time).
 */
export const FUNNEL_STEPS = ['signed_up', 'email_verified', 'approved', 'applied', 'hired'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  signed_up: 'Signed up',
  email_verified: 'E-mail verified',
  approved: 'Approved by an admin',
  applied: 'Applied to a job',
  hired: 'Approved by an employer',
};

/** The Philippine regions by the first two digits of the national PWD ID number (PSGC region codes). */
export const PWD_ID_REGIONS: Record<string, string> = {
  '01': 'Ilocos Region (I)',
  '02': 'Cagayan Valley (II)',
  '03': 'Central Luzon (III)',
  '04': 'CALABARZON (IV-A)',
  '05': 'Bicol Region (V)',
  '06': 'Western Visayas (VI)',
  '07': 'Central Visayas (VII)',
  '08': 'Eastern Visayas (VIII)',
  '09': 'Zamboanga Peninsula (IX)',
  '10': 'Northern Mindanao (X)',
  '11': 'Davao Region (XI)',
  '12': 'SOCCSKSARGEN (XII)',
  '13': 'National Capital Region (NCR)',
  '14': 'Cordillera Administrative Region (CAR)',
  '15': 'Bangsamoro (BARMM)',
  '16': 'Caraga (XIII)',
  '17': 'MIMAROPA (IV-B)',
  '18': 'Negros Island Region (NIR)',
  '19': 'Bangsamoro (BARMM)',
};
/** The region row for ID numbers without a known region code (older local cards, other numbers). */
export const UNKNOWN_REGION_NAME = 'Not on a national PWD ID';

/**
 * GET /api/platform-statistics/: `from` and `to` (Manila dates, both included) narrow what happened in a
 * period (sign-ups, jobs posted, applications); without them, all time. The spec's four fields are always
 * all-time totals, as the spec has them.
 */
export const platformStatisticsQuerySchema = z
  .object({
    from: isoDateSchema('The start date').optional(),
    to: isoDateSchema('The end date').optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start date must be on or before the end date.',
    path: ['to'],
  });
export type PlatformStatisticsQuery = z.input<typeof platformStatisticsQuerySchema>;

const namedCountSchema = z.object({ name: z.string(), count: z.number().int() });

export const platformStatisticsSchema = z
  .object({
    // The spec's four fields (document 2 §3), all time.
    employee_count: z.number().int(),
    employer_count: z.number().int(),
    jobs_posted_count: z.number().int(),
    /** The disability categories (the spec's objects with name). */
    disability_types: z.array(z.object({ name: z.string() })),
    /** The period the figures below cover; null ends mean open (all time). */
    range: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
    funnel: z.array(z.object({ step: z.enum(FUNNEL_STEPS), label: z.string(), count: z.number().int() })),
    approval: z.object({
      /** Median hours from sign-up to an admin's approval, of those approved in the period; null when none. */
      median_hours_to_approval: z.number().nullable(),
      approved_count: z.number().int(),
      /** Job seekers waiting for approval now (whatever the period), and how long the longest has waited. */
      waiting_count: z.number().int(),
      longest_wait_hours: z.number().nullable(),
      median_wait_hours: z.number().nullable(),
    }),
    /** Job seekers who signed up in the period, and applications sent in it, by disability (protected counts). */
    by_disability: z.array(
      z.object({ name: z.string(), job_seekers: protectedCountSchema, applications: protectedCountSchema }),
    ),
    /** Job seekers who signed up in the period by the region of their PWD ID number (protected counts). */
    by_region: z.array(z.object({ code: z.string().nullable(), name: z.string(), job_seekers: protectedCountSchema })),
    /** STATISTICS_WEEKS weeks (Monday to Sunday, Manila), oldest first, ending with the week of `to` or now. */
    weekly: z.array(
      z.object({
        week_start: z.string(),
        job_seekers: z.number().int(),
        jobs: z.number().int(),
        applications: z.number().int(),
      }),
    ),
    /** The TOP_CATEGORIES categories with the most jobs posted, and with the most applications, in the period. */
    top_categories_by_jobs: z.array(namedCountSchema),
    top_categories_by_applications: z.array(namedCountSchema),
    /** Employers now, by whether an admin verified their business registration. */
    employers: z.object({ verified: z.number().int(), unverified: z.number().int() }),
    generated_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'PlatformStatistics' });
export type PlatformStatistics = z.infer<typeof platformStatisticsSchema>;
