import { PREFERENCE_MESSAGES, PREFERENCES_MAX, PREFERENCES_MIN, type PreferenceOption } from '@kakayahan/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { DoneMessage, type NextStep } from '../../../components/ui/done-message';
import { errorMessage } from '../../../lib/api-client';
import { useSavePreferences } from '../api/save-preferences';

export const SAVE_PREFERENCES_ERROR = 'Failed to save preferences. Please try again.';

/**
 * Where a job seeker may go once the preferences are saved (document 2 §4's destinations, as links:
 * decision 020): their home with the matching jobs, or first the profile when there is none yet.
 */
export function preferencesNextSteps(hasProfile: boolean): NextStep[] {
  return hasProfile
    ? [
        { to: '/job-seeker/dashboard', label: 'See jobs that match' },
        { to: '/employee-components', label: 'Go to your home page' },
      ]
    : [{ to: '/job-seeker/edit-profile', label: 'Create your profile' }];
}

/** A refusal to announce; `key` changes each time so the same words are read out again. */
interface Refusal {
  text: string;
  key: number;
}

/**
 * The specialty checkboxes (document 2 §5: 1 to 5). A sixth tick is refused rather than the other boxes
 * being disabled: every box stays reachable by keyboard, and the refusal is announced. Where the person
 * may go next after saving depends on whether they have a profile yet (document 2 §4); the links are
 * offered with the success message, and nothing moves on by itself.
 */
export function PreferencesPicker({ options }: { options: PreferenceOption[] }) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(
    () => new Set(options.filter((option) => option.selected).map((option) => option.id)),
  );
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [saved, setSaved] = useState<{ hasProfile: boolean } | null>(null);
  const save = useSavePreferences();

  function refuse(text: string) {
    setRefusal((previous) => ({ text, key: (previous?.key ?? 0) + 1 }));
  }

  function handleToggle(id: number, isSelected: boolean) {
    if (isSelected && selected.size >= PREFERENCES_MAX) {
      refuse(PREFERENCE_MESSAGES.tooMany);
      return;
    }
    setRefusal(null);
    setSaved(null);
    const next = new Set(selected);
    if (isSelected) next.add(id);
    else next.delete(id);
    setSelected(next);
  }

  function handleSave() {
    if (selected.size < PREFERENCES_MIN) {
      refuse(PREFERENCE_MESSAGES.tooFew);
      return;
    }
    setRefusal(null);
    setSaved(null);
    const tags = options.filter((option) => selected.has(option.id)).map((option) => option.id);
    save.mutate(
      { tags },
      {
        onSuccess: (answer) => setSaved({ hasProfile: answer.has_profile }),
      },
    );
  }

  // While saving nothing changes, but nothing is disabled either: a disabled control would drop the focus.
  // Once saved, the choice may still be changed and saved again.
  const isBusy = save.isPending;
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-xl font-bold text-slate-900">Choose 1 to 5 specialties</legend>
        <p role="status" aria-live="polite" className="font-semibold text-slate-900">
          {selected.size} of {PREFERENCES_MAX} selected
        </p>
        <div className="grid grid-cols-1 gap-x-6 sm:grid-cols-2">
          {options.map((option) => (
            <Checkbox
              key={option.id}
              name="tags"
              isSelected={selected.has(option.id)}
              onChange={(isSelected) => handleToggle(option.id, isSelected)}
              isReadOnly={isBusy}
            >
              {option.name}
            </Checkbox>
          ))}
        </div>
      </fieldset>
      <div role="alert">
        {refusal ? (
          <p
            key={refusal.key}
            className="rounded-md border-l-4 border-amber-700 bg-amber-50 p-4 font-semibold text-amber-950"
          >
            <span aria-hidden="true">! </span>
            {refusal.text}
          </p>
        ) : null}
      </div>
      {save.isError ? <Alert tone="error">{errorMessage(save.error, SAVE_PREFERENCES_ERROR)}</Alert> : null}
      {saved ? <DoneMessage message={PREFERENCE_MESSAGES.saved} next={preferencesNextSteps(saved.hasProfile)} /> : null}
      <Button onPress={handleSave} isPending={isBusy} className="w-full sm:w-auto sm:self-start">
        {save.isPending ? 'Saving...' : 'Save Preferences'}
      </Button>
    </div>
  );
}
