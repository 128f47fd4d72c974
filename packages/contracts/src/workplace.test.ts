import { describe, expect, it } from 'vitest';
import {
  isWorkplaceFact,
  sortWorkplaceFacts,
  WORKPLACE_FACT_NAMES,
  WORKPLACE_FACTS,
  workplaceFactsText,
} from './workplace.js';

describe('workplace facts', () => {
  it('names every fact, and each name once', () => {
    const names = WORKPLACE_FACTS.map((fact) => WORKPLACE_FACT_NAMES[fact]);
    expect(names.every((name) => name.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(WORKPLACE_FACTS.length);
  });

  it('recognises only the listed keys', () => {
    expect(isWorkplaceFact('elevator')).toBe(true);
    expect(isWorkplaceFact('Elevator')).toBe(false);
    expect(isWorkplaceFact('toString')).toBe(false);
  });

  it('puts facts in the form order, each once', () => {
    expect(sortWorkplaceFacts(['quiet_workspace', 'elevator', 'quiet_workspace'])).toEqual([
      'elevator',
      'quiet_workspace',
    ]);
  });

  it('says the facts as a sentence, keeping the proper name capitalised', () => {
    expect(workplaceFactsText([])).toBe('');
    expect(workplaceFactsText(['elevator'])).toBe('Elevator');
    expect(workplaceFactsText(['quiet_workspace', 'step_free_entrance'])).toBe(
      'Step-free entrance and quiet workspace',
    );
    expect(workplaceFactsText(['sign_language_team', 'elevator', 'screen_reader'])).toBe(
      'Elevator, screen reader provided and Filipino Sign Language–friendly team',
    );
  });
});
