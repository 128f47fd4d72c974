import type { Tag } from '@kakayahan/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { Alert, LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { ErrorText, fieldDescriptionClasses, fieldErrorClasses } from '../../../components/ui/field-parts';
import { Loading } from '../../../components/ui/loading';

export interface TagCheckboxGroupProps {
  legend: string;
  description: string;
  /** The form field's name, given to every checkbox of the group. */
  name: string;
  /** The tag vocabulary, as loaded. */
  query: Pick<UseQueryResult<Tag[]>, 'data' | 'isError' | 'isFetching' | 'refetch'>;
  /** Ids of the ticked tags. */
  value: number[];
  onChange: (ids: number[]) => void;
  /** At most this many may be ticked. */
  max: number;
  errorMessage?: string | undefined;
  /** The fieldset takes focus when the form's check fails on this group. */
  fieldsetRef?: Ref<HTMLFieldSetElement>;
}

/**
 * A group of tag checkboxes in a fieldset whose legend names it. Ticking one more than `max` is
 * refused with a spoken note, so the limit is learnt at the moment it matters rather than on submit.
 */
export function TagCheckboxGroup({
  legend,
  description,
  name,
  query,
  value,
  onChange,
  max,
  errorMessage,
  fieldsetRef,
}: TagCheckboxGroupProps) {
  const id = useId();
  const [isLimitNoticeShown, setIsLimitNoticeShown] = useState(false);
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const chosen = new Set(value);

  function handleToggle(tagId: number, isSelected: boolean) {
    if (isSelected && !chosen.has(tagId) && chosen.size >= max) {
      setIsLimitNoticeShown(true);
      return;
    }
    setIsLimitNoticeShown(false);
    onChange(isSelected ? [...value, tagId] : value.filter((v) => v !== tagId));
  }

  return (
    <fieldset
      ref={fieldsetRef}
      tabIndex={-1}
      aria-describedby={errorMessage ? `${descriptionId} ${errorId}` : descriptionId}
      aria-invalid={errorMessage ? true : undefined}
      className="flex min-w-0 flex-col gap-2 rounded-md border-2 border-slate-300 p-4 focus:outline-none focus-visible:outline"
    >
      <legend className="px-1 text-lg font-semibold text-slate-900">{legend}</legend>
      <p id={descriptionId} className={fieldDescriptionClasses}>
        {description} {`${chosen.size} of ${max} chosen.`}
      </p>
      <TagChoices query={query} label={legend}>
        {(tags) => (
          <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
            {tags.map((tag) => (
              <Checkbox
                key={tag.id}
                name={name}
                isSelected={chosen.has(tag.id)}
                onChange={(isSelected) => handleToggle(tag.id, isSelected)}
              >
                {tag.name}
              </Checkbox>
            ))}
          </div>
        )}
      </TagChoices>
      <LiveRegion className={fieldErrorClasses}>
        {isLimitNoticeShown ? `You can choose up to ${max}. Untick one to choose another.` : null}
      </LiveRegion>
      {errorMessage ? (
        <p id={errorId} className={fieldErrorClasses}>
          <ErrorText message={errorMessage} />
        </p>
      ) : null}
    </fieldset>
  );
}

/** The checkboxes once the tags have loaded; else the loading message, or the failure with Try again. */
function TagChoices({
  query,
  label,
  children,
}: {
  query: TagCheckboxGroupProps['query'];
  label: string;
  children: (tags: Tag[]) => ReactNode;
}) {
  if (query.data) {
    return query.data.length > 0 ? (
      children(query.data)
    ) : (
      <p className="text-slate-800">No {label.toLowerCase()} yet.</p>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-2">
        <Alert tone="error">{`The ${label.toLowerCase()} could not be loaded.`}</Alert>
        <Button variant="secondary" onPress={() => void query.refetch()} isPending={query.isFetching}>
          Try again
        </Button>
      </div>
    );
  }
  return <Loading label={`Loading ${label.toLowerCase()}…`} />;
}
