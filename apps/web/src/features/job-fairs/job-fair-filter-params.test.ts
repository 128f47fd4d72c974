import { describe, expect, it } from 'vitest';
import { filtersOfForm, jobFairsHref, readJobFairFilters, withJobFairFilters } from './job-fair-filter-params';

describe("the job fair list's filters in its address", () => {
  it("reads the GET form's repeated facts and the format, in the list's order", () => {
    const params = new URLSearchParams('accessibility=quiet_room&accessibility=live_captions&format=online');
    expect(readJobFairFilters(params)).toEqual({ accessibility: ['live_captions', 'quiet_room'], format: 'online' });
  });

  it('reads comma-separated facts too, and leaves out what it does not know', () => {
    const params = new URLSearchParams('accessibility=elevator,%20lift,elevator&format=teleport');
    expect(readJobFairFilters(params)).toEqual({ accessibility: ['elevator'], format: null });
    // The form's "Any format" sends an empty format.
    expect(readJobFairFilters(new URLSearchParams('format='))).toEqual({ accessibility: [], format: null });
  });

  it("writes the filters as the form sends them, keeping the address's other parameters", () => {
    const filters = { accessibility: ['elevator', 'quiet_room'] as const, format: 'hybrid' as const };
    expect(jobFairsHref(filters)).toBe('/job-fairs?accessibility=elevator&accessibility=quiet_room&format=hybrid');
    expect(jobFairsHref()).toBe('/job-fairs');
    const kept = withJobFairFilters(new URLSearchParams('register=4&format=online'), {
      accessibility: [],
      format: null,
    });
    expect(kept.toString()).toBe('register=4');
  });

  it('reads a sent form', () => {
    const fields = new FormData();
    fields.append('accessibility', 'quiet_room');
    fields.append('accessibility', 'elevator');
    fields.append('format', '');
    expect(filtersOfForm(fields)).toEqual({ accessibility: ['elevator', 'quiet_room'], format: null });
  });
});
