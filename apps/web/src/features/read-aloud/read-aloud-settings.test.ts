import { describe, expect, it } from 'vitest';
import { DEFAULT_READ_ALOUD_SETTINGS, parseReadAloudSettings, readAloudSettingsKey } from './read-aloud-settings';

describe('read-aloud settings', () => {
  it('are kept per person, and for visitors under "guest"', () => {
    expect(readAloudSettingsKey(7)).toBe('readAloud:7');
    expect(readAloudSettingsKey(null)).toBe('readAloud:guest');
  });

  it('read back what was stored, and the defaults for anything missing or unreadable', () => {
    expect(parseReadAloudSettings('{"rate":1.5,"voiceId":"fil-voice","isOpen":true,"usesBuiltInVoice":true}')).toEqual({
      rate: 1.5,
      voiceId: 'fil-voice',
      isOpen: true,
      usesBuiltInVoice: true,
    });
    expect(parseReadAloudSettings(null)).toEqual(DEFAULT_READ_ALOUD_SETTINGS);
    expect(parseReadAloudSettings('not json')).toEqual(DEFAULT_READ_ALOUD_SETTINGS);
    expect(parseReadAloudSettings('[]')).toEqual(DEFAULT_READ_ALOUD_SETTINGS);
    expect(parseReadAloudSettings('{"rate":9,"voiceId":3}')).toEqual(DEFAULT_READ_ALOUD_SETTINGS);
  });

  it('use the built-in voice only when that was stored as true (settings from before it existed: no)', () => {
    expect(DEFAULT_READ_ALOUD_SETTINGS.usesBuiltInVoice).toBe(false);
    expect(parseReadAloudSettings('{"rate":1.25,"voiceId":null,"isOpen":true}')).toMatchObject({
      rate: 1.25,
      isOpen: true,
      usesBuiltInVoice: false,
    });
    for (const stored of ['"true"', '1', 'null', '{}']) {
      expect(parseReadAloudSettings(`{"usesBuiltInVoice":${stored}}`).usesBuiltInVoice).toBe(false);
    }
  });
});
