/**
 * Workplace accessibility (issue 16): the facts an employer ticks on a job, in the order the form and the
 * job page list them. The same words name a job seeker's private "what I need at work", so a match can be
 * said in words ("Has: remote or hybrid work, screen reader provided"). Decision 033.
 */
export const WORKPLACE_FACTS = [
  'step_free_entrance',
  'elevator',
  'accessible_toilet',
  'screen_reader',
  'screen_magnifier',
  'captioning',
  'sign_language_team',
  'flexible_hours',
  'remote_or_hybrid',
  'quiet_workspace',
  'accessible_transport',
] as const;
export type WorkplaceFact = (typeof WORKPLACE_FACTS)[number];

/** What each fact is called on a card, a filter and the form (sentence case, so a list reads as words). */
export const WORKPLACE_FACT_NAMES: Record<WorkplaceFact, string> = {
  step_free_entrance: 'Step-free entrance',
  elevator: 'Elevator',
  accessible_toilet: 'Accessible toilet',
  screen_reader: 'Screen reader provided',
  screen_magnifier: 'Screen magnifier provided',
  captioning: 'Captioning provided',
  sign_language_team: 'Filipino Sign Language–friendly team',
  flexible_hours: 'Flexible hours',
  remote_or_hybrid: 'Remote or hybrid work possible',
  quiet_workspace: 'Quiet workspace',
  accessible_transport: 'Near accessible transport',
};

/** The longest free note about the workplace an employer may add. */
export const WORKPLACE_NOTE_MAX = 500;

export function isWorkplaceFact(value: string): value is WorkplaceFact {
  return (WORKPLACE_FACTS as readonly string[]).includes(value);
}

/** The given facts in the canonical order, each once (what is stored and sent). */
export function sortWorkplaceFacts(facts: Iterable<WorkplaceFact>): WorkplaceFact[] {
  const given = new Set(facts);
  return WORKPLACE_FACTS.filter((fact) => given.has(fact));
}

/**
 * The facts as one line of words: "Step-free entrance, elevator and quiet workspace". The first keeps its
 * capital; the rest are lower case except the proper name in "Filipino Sign Language". Empty for none.
 */
export function workplaceFactsText(facts: readonly WorkplaceFact[]): string {
  const names = sortWorkplaceFacts(facts).map((fact, index) => {
    const name = WORKPLACE_FACT_NAMES[fact];
    return index === 0 || fact === 'sign_language_team' ? name : name.charAt(0).toLowerCase() + name.slice(1);
  });
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
