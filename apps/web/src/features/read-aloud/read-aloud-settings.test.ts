import { describe, expect, it } from 'vitest';
import { DEFAULT_READ_ALOUD_SETTINGS, parseReadAloudSettings, readAloudSettingsKey } from './read-aloud-settings';

describe('read-aloud settings', () => {
  it('are kept per person, and for visitors under "guest"', () => {
    expect(readAloudSettingsKey(7)).toBe('readAloud:7');
    expect(readAloudSettingsKey(null)).toBe('readAloud:guest');
  });

  it('read back what was stored, and the defaults for anything missing or unreadable', () => {
    expect(parseReadAloudSettings('{"rate":1.5,"voiceId":"fil-voice","isOpen":true}')).toEqual({
      rate: 1.5,
      voiceId: 'fil-voice',
      isOpen: true,
    });
    expect(parseReadAloudSettings(null)).toEqual(DEFAULT_READ_ALOUD_SETTINGS);
    expect(parseReadAloudSettings('not json')).toEqual(DEFAULT_READ_ALOUD_SETTINGS);
    expect(parseReadAloudSettings('{"rate":9,"voiceId":3}')).toEqual(DEFAULT_READ_ALOUD_SETTINGS);
  });
});
