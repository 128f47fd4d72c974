import { REJECT_REASON_MAX } from '@kakayahan/contracts';
import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components';
import {
  ErrorText,
  fieldDescriptionClasses,
  fieldErrorClasses,
  fieldLabelClasses,
} from '../../../components/ui/field-parts';
import { inputClasses } from '../../../components/ui/text-field';

/**
 * The reason an admin gives the person (it goes into their e-mail): optional, or required where the person
 * must know what to correct (a rejected business registration). The limit is enforced by the text area
 * itself; how much is used is part of its description, read when it gets focus.
 */
export function ReasonField({
  value,
  onChange,
  description,
  isRequired = false,
  errorMessage,
}: {
  value: string;
  onChange: (value: string) => void;
  description: string;
  isRequired?: boolean;
  /** Why the reason was refused (missing where it is required), shown and read with the field. */
  errorMessage?: string | undefined;
}) {
  return (
    <TextField
      value={value}
      onChange={onChange}
      maxLength={REJECT_REASON_MAX}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className="flex flex-col gap-1"
    >
      <Label className={fieldLabelClasses}>{isRequired ? 'Reason (required)' : 'Reason (optional)'}</Label>
      <Text slot="description" className={fieldDescriptionClasses}>
        {description} {value.length} of {REJECT_REASON_MAX} characters used.
      </Text>
      <TextArea rows={4} className={inputClasses} />
      <FieldError className={fieldErrorClasses}>
        <ErrorText message={errorMessage} />
      </FieldError>
    </TextField>
  );
}
