import { REJECT_REASON_MAX } from '@kakayahan/contracts';
import { Label, Text, TextArea, TextField } from 'react-aria-components';
import { fieldDescriptionClasses, fieldLabelClasses } from '../../../components/ui/field-parts';
import { inputClasses } from '../../../components/ui/text-field';

/**
 * The optional reason an admin gives the person (it goes into their e-mail). The limit is enforced by
 * the text area itself; how much is used is part of its description, read when it gets focus.
 */
export function ReasonField({
  value,
  onChange,
  description,
}: {
  value: string;
  onChange: (value: string) => void;
  description: string;
}) {
  return (
    <TextField value={value} onChange={onChange} maxLength={REJECT_REASON_MAX} className="flex flex-col gap-1">
      <Label className={fieldLabelClasses}>Reason (optional)</Label>
      <Text slot="description" className={fieldDescriptionClasses}>
        {description} {value.length} of {REJECT_REASON_MAX} characters used.
      </Text>
      <TextArea rows={4} className={inputClasses} />
    </TextField>
  );
}
