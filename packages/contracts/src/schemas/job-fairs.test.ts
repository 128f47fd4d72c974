import { describe, expect, it } from 'vitest';
import {
  JOB_FAIR_MESSAGES,
  jobFairListQuerySchema,
  jobFairOutcomeRequestSchema,
  jobFairRegistrationRequestSchema,
  jobFairRequestSchema,
} from './job-fairs.js';

const valid = { title: 'Cebu Hiring Day', date: '2026-12-03', venue: 'Ayala Center Cebu', jobs: [4, 4, 7] };

function messages(input: unknown): Record<string, string> {
  const result = jobFairRequestSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('jobFairRequestSchema', () => {
  it('fills the defaults of the original form (date only) and removes repeated jobs', () => {
    expect(jobFairRequestSchema.parse(valid)).toMatchObject({
      start_time: '09:00',
      end_time: '17:00',
      format: 'onsite',
      capacity: null,
      accessibility: [],
      email: '',
      contact_number: '',
      description: '',
      jobs: [4, 7],
    });
  });

  it("says the spec's message when no job is selected", () => {
    expect(messages({ ...valid, jobs: [] }).jobs).toBe(JOB_FAIR_MESSAGES.selectJob);
    expect(messages({ ...valid, jobs: undefined }).jobs).toBe(JOB_FAIR_MESSAGES.selectJob);
  });

  it('needs a title and a real date', () => {
    expect(messages({ ...valid, title: '  ' }).title).toBe('Title is required.');
    expect(messages({ ...valid, date: '' }).date).toBe('Date is required.');
    expect(messages({ ...valid, date: '2026-02-30' }).date).toBe('Please give a real calendar date, as YYYY-MM-DD.');
  });

  it('needs a venue on site, an https link online, and both for a hybrid fair', () => {
    expect(messages({ ...valid, venue: '' }).venue).toBe(JOB_FAIR_MESSAGES.venueRequired);
    expect(messages({ ...valid, format: 'online', venue: '' }).online_url).toBe(JOB_FAIR_MESSAGES.onlineUrlRequired);
    expect(messages({ ...valid, format: 'hybrid', online_url: 'javascript:alert(1)' }).online_url).toBe(
      JOB_FAIR_MESSAGES.onlineUrlInvalid,
    );
    expect(messages({ ...valid, format: 'hybrid', online_url: 'https://meet.example.ph/fair' })).toEqual({});
  });

  it('refuses an end before the start, and odd capacities', () => {
    expect(messages({ ...valid, start_time: '13:00', end_time: '09:00' }).end_time).toBe(
      JOB_FAIR_MESSAGES.endBeforeStart,
    );
    expect(messages({ ...valid, capacity: 0 }).capacity).toMatch(/at least 1/u);
    expect(messages({ ...valid, capacity: 2.5 }).capacity).toMatch(/whole number/u);
    expect(jobFairRequestSchema.parse({ ...valid, capacity: '' }).capacity).toBeNull();
    expect(jobFairRequestSchema.parse({ ...valid, capacity: '25' }).capacity).toBe(25);
  });

  it('keeps accessibility facts in the list order and refuses unknown ones', () => {
    expect(jobFairRequestSchema.parse({ ...valid, accessibility: ['quiet_room', 'elevator'] }).accessibility).toEqual([
      'elevator',
      'quiet_room',
    ]);
    expect(messages({ ...valid, accessibility: ['trampoline'] })['accessibility.0']).toMatch(/choose from/u);
  });

  it('checks the optional e-mail and contact number only when given', () => {
    expect(messages({ ...valid, email: 'not-an-email' }).email).toBe('Invalid email address.');
    expect(messages({ ...valid, email: '', contact_number: '' })).toEqual({});
    expect(messages({ ...valid, contact_number: 'call me' }).contact_number).toMatch(/7 to 20 digits/u);
  });
});

describe('the other job fair requests', () => {
  it('reads the accessibility filter as a comma-separated list', () => {
    expect(jobFairListQuerySchema.parse({ accessibility: 'elevator, live_captions' }).accessibility).toEqual([
      'elevator',
      'live_captions',
    ]);
    expect(jobFairListQuerySchema.parse({}).accessibility).toEqual([]);
    expect(jobFairListQuerySchema.safeParse({ accessibility: 'lift' }).success).toBe(false);
  });

  it('accepts and ignores the user of the original registration call', () => {
    expect(jobFairRegistrationRequestSchema.parse({ job_fair: '3', user: 99 })).toMatchObject({
      job_fair: 3,
      accommodations: [],
      accommodation_note: '',
    });
  });

  it('needs an outcome or the accommodation answer', () => {
    expect(jobFairOutcomeRequestSchema.safeParse({}).success).toBe(false);
    expect(jobFairOutcomeRequestSchema.parse({ accommodation_provided: false })).toEqual({
      accommodation_provided: false,
    });
  });
});
