import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '@kakayahan/contracts';
import type { Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { NativeField } from '../../../components/ui/native-field';
import { SearchForm } from '../../../components/ui/search-form';
import { SelectField } from '../../../components/ui/select-field';
import type { AuditFilters, DateErrors } from './audit-filters';
import type { AuditFilterState } from './use-audit-filters';

const ACTION_OPTIONS = [
  { value: '', label: 'All actions' },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];

function isAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

function DateField({
  label,
  name,
  value,
  onChange,
  errorMessage,
}: {
  label: string;
  name: 'from' | 'to';
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
}) {
  return (
    <NativeField label={label} errorMessage={errorMessage} className="min-w-0 basis-44 grow sm:grow-0">
      {(control) => (
        <input {...control} type="date" name={name} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </NativeField>
  );
}

/**
 * The Audit Log's filters: the search (after a typing pause, or at once on Enter), the action, the From
 * and To dates (a start after the end is said at To), and Clear filters. They wrap on a narrow screen.
 */
export function AuditFilterBar({
  state,
  errors,
  searchBoxRef,
}: {
  state: AuditFilterState;
  errors: DateErrors;
  /** Wraps the search form, so Clear filters can send the focus back to its box. */
  searchBoxRef: Ref<HTMLDivElement>;
}) {
  const { filters, update } = state;
  const setDate = (field: keyof Pick<AuditFilters, 'from' | 'to'>) => (value: string) => update({ [field]: value });
  return (
    <div className="flex flex-col gap-4">
      <div ref={searchBoxRef}>
        <SearchForm
          region="Audit log"
          label="Search by admin, person, company, title or reason"
          name="search"
          value={state.text}
          onChange={state.setText}
          onSubmit={state.submitSearch}
          fieldBasis="basis-72"
        />
      </div>
      <div className="flex flex-wrap items-start gap-4">
        <SelectField
          label="Action"
          name="action"
          value={filters.action}
          options={ACTION_OPTIONS}
          onChange={(value) => update({ action: isAction(value) ? value : '' })}
          className="min-w-0 basis-64 grow sm:grow-0"
        />
        <DateField
          label="From"
          name="from"
          value={filters.from}
          onChange={setDate('from')}
          errorMessage={errors.from}
        />
        <DateField label="To" name="to" value={filters.to} onChange={setDate('to')} errorMessage={errors.to} />
        <Button variant="secondary" onPress={state.clear} className="sm:mt-7">
          Clear filters
        </Button>
      </div>
    </div>
  );
}
