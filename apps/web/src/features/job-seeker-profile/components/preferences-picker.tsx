import {
  DELAYS_MS,
  PREFERENCE_MESSAGES,
  PREFERENCES_MAX,
  PREFERENCES_MIN,
  type PreferenceOption,
} from '@kakayahan/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { errorMessage } from '../../../lib/api-client';
import { useSavePreferences } from '../api/save-preferences';

export const SAVE_PREFERENCES_ERROR = 'Failed to save preferences. Please try again.';

/** A refusal to announce; `key` changes each time so the same words are read out again. */
interface Refusal {
  text: string;
  key: number;
}

/**
 * The specialty checkboxes (document 2 §5: 1 to 5). A sixth tick is refused rather than the other boxes
 * being disabled: every box stays reachable by keyboard, and the refusal is announced. Where the person
 * goes after saving depends on whether they have a profile yet (document 2 §4).
 */
export function PreferencesPicker({ options }: { options: PreferenceOption[] }) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(
    () => new Set(options.filter((option) => option.selected).map((option) => option.id)),
  );
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [destination, setDestination] = useState<string | null>(null);
  const save = useSavePreferences();
  const navigate = useNavigate();

  useEffect(() => {
    if (!destination) return;
    const timer = window.setTimeout(() => void navigate(destination), DELAYS_MS.afterAction);
    return () => window.clearTimeout(timer);
  }, [destination, navigate]);

  function refuse(text: string) {
    setRefusal((previous) => ({ text, key: (previous?.key ?? 0) + 1 }));
  }

  function handleToggle(id: number, isSelected: boolean) {
    if (isSelected && selected.size >= PREFERENCES_MAX) {
      refuse(PREFERENCE_MESSAGES.tooMany);
      return;
    }
    setRefusal(null);
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
    const tags = options.filter((option) => selected.has(option.id)).map((option) => option.id);
    save.mutate(
      { tags },
      {
        onSuccess: (answer) => setDestination(answer.has_profile ? '/employee-components' : '/job-seeker/edit-profile'),
      },
    );
  }

  // While saving and once saved nothing changes, but nothing is disabled either: a disabled control
  // would drop the focus until the page changes.
  const isBusy = save.isPending || destination !== null;
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
      <LiveRegion>
        {destination ? (
          <p className="rounded-md border-l-4 border-green-700 bg-green-50 p-4 font-semibold text-green-900">
            <span aria-hidden="true">✓ </span>
            {PREFERENCE_MESSAGES.saved}
          </p>
        ) : null}
      </LiveRegion>
      <Button onPress={handleSave} isPending={isBusy} className="w-full sm:w-auto sm:self-start">
        {save.isPending ? 'Saving...' : 'Save Preferences'}
      </Button>
    </div>
  );
}
