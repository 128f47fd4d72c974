import { SKILL_MAX_LENGTH, SKILLS_MAX } from '@kakayahan/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  ErrorText,
  fieldDescriptionClasses,
  fieldErrorClasses,
  fieldLabelClasses,
} from '../../../components/ui/field-parts';
import { inputClasses } from '../../../components/ui/text-field';

/** Where focus goes after a chip is removed: the remove button now at `index`, or the text input. */
type PendingFocus = { kind: 'chip'; index: number } | { kind: 'input' } | null;

/** The skills once the typed text is added (with what to announce), or why it cannot be. */
export type SkillAddition = { skills: string[]; announcement: string } | { problem: string };

/**
 * Adds the typed `text` (trimmed, inner spaces collapsed) to `skills`. A skill already there, in any
 * case, is not added twice (the list stays as it is). Used by Add skill, Enter, and by Save for text
 * typed but not yet added.
 */
export function addSkill(skills: readonly string[], text: string): SkillAddition {
  const skill = text.trim().replace(/\s+/gu, ' ');
  if (!skill) return { problem: 'Type a skill first.' };
  if (skills.some((existing) => existing.toLowerCase() === skill.toLowerCase())) {
    return { skills: [...skills], announcement: `${skill} is already in your skills.` };
  }
  if (skill.length > SKILL_MAX_LENGTH) return { problem: `Each skill must be at most ${SKILL_MAX_LENGTH} characters.` };
  if (skills.length >= SKILLS_MAX) return { problem: `Add at most ${SKILLS_MAX} skills.` };
  return { skills: [...skills, skill], announcement: `Added ${skill}.` };
}

/**
 * Skills as chips (document 2 §5): Enter, or the Add skill button for people who cannot press Enter,
 * adds the trimmed text; a skill already there (in any case) is not added twice. Enter never submits
 * the form. Additions and removals are announced, and after a removal focus stays in the list. The
 * typed text (`draft`) is held by the form, so it survives a tab switch and Save can add it.
 */
export function SkillsField({
  skills,
  onChange,
  draft,
  onDraftChange,
  errorMessage,
}: {
  skills: string[];
  onChange: (skills: string[]) => void;
  draft: string;
  onDraftChange: (draft: string) => void;
  errorMessage?: string | undefined;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<PendingFocus>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const shownError = problem ?? errorMessage;

  useEffect(() => {
    // After a removal has rendered, focus goes to the chip that took its place (or the input).
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
    const chip = target.kind === 'chip' ? buttons?.[target.index] : undefined;
    (chip ?? inputRef.current)?.focus();
  }, [skills]);

  function handleAdd() {
    const added = addSkill(skills, draft);
    if ('problem' in added) {
      setProblem(added.problem);
      return;
    }
    setProblem(null);
    onDraftChange('');
    if (added.skills.length !== skills.length) onChange(added.skills);
    setAnnouncement(added.announcement);
  }

  function handleRemove(index: number) {
    const skill = skills[index];
    if (skill === undefined) return;
    const remaining = skills.filter((_, i) => i !== index);
    onChange(remaining);
    setProblem(null);
    setAnnouncement(`Removed ${skill}.`);
    pendingFocus.current =
      remaining.length === 0 ? { kind: 'input' } : { kind: 'chip', index: Math.min(index, remaining.length - 1) };
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault(); // Enter adds the skill; it must not submit the form.
    handleAdd();
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className={fieldLabelClasses}>
        Skills
      </label>
      <p id={`${id}-description`} className={fieldDescriptionClasses}>
        Type one skill, then press Enter or choose Add skill (a skill still typed here is added when you save). Up to{' '}
        {SKILLS_MAX} skills.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={inputRef}
          id={id}
          name="skills"
          type="text"
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={handleKeyDown}
          autoComplete="off"
          enterKeyHint="enter"
          aria-describedby={[`${id}-description`, shownError ? `${id}-error` : null].filter(Boolean).join(' ')}
          aria-invalid={shownError ? true : undefined}
          className={`${inputClasses} aria-[invalid=true]:border-red-700`}
        />
        <Button variant="secondary" onPress={handleAdd} className="shrink-0">
          Add skill
        </Button>
      </div>
      {shownError ? (
        <p id={`${id}-error`} className={fieldErrorClasses}>
          <ErrorText message={shownError} />
        </p>
      ) : null}
      {skills.length > 0 ? (
        <ul ref={listRef} aria-label="Your skills" className="flex flex-wrap gap-2">
          {skills.map((skill, index) => (
            <li
              key={skill}
              className="flex items-center gap-1 rounded-full border-2 border-brand-700 bg-brand-50 py-0.5 pr-0.5 pl-3 text-brand-900"
            >
              <span className="break-all">{skill}</span>
              <Button
                variant="ghost"
                aria-label={`Remove ${skill}`}
                onPress={() => handleRemove(index)}
                className="min-w-11 rounded-full px-2"
              >
                <span aria-hidden="true">✕</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700 italic">No skills added yet.</p>
      )}
      <LiveRegion className="sr-only">{announcement}</LiveRegion>
    </div>
  );
}
