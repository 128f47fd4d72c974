import { describe, expect, it } from 'vitest';
import { describeMatch, disabilityText, formatShortDate } from './job-words';

describe('job words', () => {
  it('builds the match sentence from skills, preferences and the disability reason', () => {
    expect(
      describeMatch(
        { skills: ['JavaScript', 'Excel'], preferences: ['Data Entry'], disability: 'open', workplace: [] },
        '',
      ),
    ).toBe('Matches your skills: JavaScript, Excel. Matches your preferences: Data Entry. Open to every disability.');
    expect(
      describeMatch(
        { skills: [], preferences: ['Call Center'], disability: 'tagged', workplace: [] },
        'Visual Disability',
      ),
    ).toBe('Matches your preferences: Call Center. Suited to Visual Disability.');
    expect(describeMatch({ skills: ['Excel'], preferences: [], disability: 'tagged', workplace: [] }, '')).toBe(
      'Matches your skills: Excel. Suited to your disability.',
    );
  });

  it('adds the work needs the job meets, in the list order, keeping the proper name capitalised', () => {
    expect(
      describeMatch(
        { skills: ['Excel'], preferences: [], disability: 'open', workplace: ['remote_or_hybrid', 'screen_reader'] },
        '',
      ),
    ).toBe(
      'Matches your skills: Excel. Open to every disability. Has what you need at work: screen reader provided and remote or hybrid work possible.',
    );
    expect(
      describeMatch({ skills: ['Excel'], preferences: [], disability: 'open', workplace: ['sign_language_team'] }, ''),
    ).toBe(
      'Matches your skills: Excel. Open to every disability. Has what you need at work: Filipino Sign Language–friendly team.',
    );
  });

  it('says a job without disability tags is open to every disability', () => {
    expect(disabilityText(' ')).toBe('Open to every disability');
    expect(disabilityText('Visual Disability, Deaf or Hard of Hearing')).toBe(
      'Visual Disability, Deaf or Hard of Hearing',
    );
  });

  it('formats dates with the en-US short month and never shows "Invalid Date"', () => {
    expect(formatShortDate('2026-03-05T12:00:00.000Z')).toBe('Mar 5, 2026');
    expect(formatShortDate('not a date')).toBe('');
  });
});
