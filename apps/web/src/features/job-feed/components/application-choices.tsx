import {
  ACCOMMODATION_KINDS,
  ACCOMMODATION_NAMES,
  ACCOMMODATION_NOTE_MAX,
  sortAccommodationKinds,
  type AccommodationKind,
} from '@kakayahan/contracts';
import { useId, type Ref } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { fieldDescriptionClasses } from '../../../components/ui/field-parts';
import { RadioGroup } from '../../../components/ui/radio-group';
import { TextAreaField } from '../../../components/ui/text-area-field';

export type DisclosureChoice = 'hide' | 'show';

/** What the person chose to tell this employer, as sent (the success shows it back). */
export interface SentChoices {
  discloseDisability: boolean;
  accommodations: AccommodationKind[];
  accommodationNote: string;
}

export const DISCLOSURE_QUESTION = 'Show your disability type to this employer?';
export const DISCLOSURE_OPTIONS = [
  { value: 'hide', label: 'No, show “Not disclosed”' },
  { value: 'show', label: 'Yes, show my disability type' },
] as const satisfies readonly { value: DisclosureChoice; label: string }[];

export const REQUESTS_QUESTION = 'Anything you need for the hiring process?';
export const NOTE_LABEL = 'Note about your requests';

/**
 * Whether this employer sees the disability type. "No" comes first and is the default: showing it is
 * the person's choice, never assumed (issue 16). The description says what is never shown either way.
 */
export function DisclosureField({
  value,
  onChange,
  disabilityType,
}: {
  value: DisclosureChoice;
  onChange: (value: DisclosureChoice) => void;
  /** The disability type on the profile, so the person knows what "show" would show. */
  disabilityType: string | null;
}) {
  return (
    <RadioGroup
      label={DISCLOSURE_QUESTION}
      name="disclose_disability"
      value={value}
      onChange={onChange}
      options={DISCLOSURE_OPTIONS}
      description={
        <>
          The employer never sees your PWD ID number or card. You can change this until the employer acts on your
          application.
          {disabilityType ? ` Your disability type on your profile: ${disabilityType}.` : null}
        </>
      }
    />
  );
}

/**
 * The accommodations asked for the hiring process, as checkboxes in a fieldset that names them, and a
 * note (what "Other" means, or any detail). Both are optional.
 */
export function AccommodationRequestsFields({
  value,
  onChange,
  note,
  onNoteChange,
  noteError,
  noteRef,
}: {
  value: readonly AccommodationKind[];
  onChange: (value: AccommodationKind[]) => void;
  note: string;
  onNoteChange: (note: string) => void;
  noteError: string | null;
  /** The note, for the focus when its content is refused. */
  noteRef?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  const descriptionId = `${id}-description`;

  function handleToggle(kind: AccommodationKind, isSelected: boolean) {
    const chosen = new Set(value);
    if (isSelected) chosen.add(kind);
    else chosen.delete(kind);
    onChange(sortAccommodationKinds(chosen));
  }

  return (
    <fieldset
      aria-describedby={descriptionId}
      className="flex min-w-0 flex-col gap-3 rounded-md border-2 border-slate-300 p-4"
    >
      <legend className="px-1 font-semibold text-slate-900">{REQUESTS_QUESTION}</legend>
      <p id={descriptionId} className={fieldDescriptionClasses}>
        Optional. Tick what would help you apply and interview. The employer answers each request; you can follow the
        answers in My applications.
      </p>
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        {ACCOMMODATION_KINDS.map((kind) => (
          <Checkbox
            key={kind}
            name="accommodations"
            isSelected={value.includes(kind)}
            onChange={(isSelected) => handleToggle(kind, isSelected)}
          >
            {ACCOMMODATION_NAMES[kind]}
          </Checkbox>
        ))}
      </div>
      <TextAreaField
        label={NOTE_LABEL}
        name="accommodation_note"
        value={note}
        onChange={onNoteChange}
        description={`Optional, up to ${ACCOMMODATION_NOTE_MAX} characters. If you tick Other, explain here what you need.`}
        errorMessage={noteError ?? undefined}
        maxLength={ACCOMMODATION_NOTE_MAX}
        rows={3}
        inputRef={noteRef}
      />
    </fieldset>
  );
}
