import { JOB_FAIR_FORMAT_LABELS, JOB_FAIR_FORMATS, type JobFairFormat } from '@kakayahan/contracts';
import { useState } from 'react';
import { Accordion, AccordionItem } from '../../../components/ui/accordion';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { NO_FILTERS, type JobFairFilters } from '../api/job-fair-keys';
import { AccessibilityCheckboxGroup } from './accessibility-checkbox-group';

const FORMAT_OPTIONS = JOB_FAIR_FORMATS.map((format) => ({ value: format, label: JOB_FAIR_FORMAT_LABELS[format] }));

function isFormat(value: string): value is JobFairFormat {
  return (JOB_FAIR_FORMATS as readonly string[]).includes(value);
}

/** Whether any filter is set. */
export function hasFilters(filters: JobFairFilters): boolean {
  return filters.accessibility.length > 0 || filters.format !== null;
}

/**
 * Filters of the fair list: the accessibility facts a fair must all have, and the format. They apply on
 * Apply (not on every tick), so a screen reader hears one result count, not one per checkbox. They sit
 * in a disclosure, closed until used, so on a phone the fairs come first; its title says how many are on.
 */
export function JobFairFilterForm({
  applied,
  onApply,
}: {
  applied: JobFairFilters;
  onApply: (filters: JobFairFilters) => void;
}) {
  const [draft, setDraft] = useState<JobFairFilters>(applied);

  function handleClear() {
    setDraft(NO_FILTERS);
    onApply(NO_FILTERS);
  }

  const active = applied.accessibility.length + (applied.format ? 1 : 0);
  return (
    <Accordion defaultExpandedKeys={active > 0 ? ['job-fair-filters'] : []}>
      <AccordionItem
        id="job-fair-filters"
        title={`Filter by accessibility and format${active > 0 ? ` (${active} on)` : ''}`}
      >
        <JobFairFilterFields
          draft={draft}
          setDraft={setDraft}
          applied={applied}
          onApply={onApply}
          onClear={handleClear}
        />
      </AccordionItem>
    </Accordion>
  );
}

function JobFairFilterFields({
  draft,
  setDraft,
  applied,
  onApply,
  onClear,
}: {
  draft: JobFairFilters;
  setDraft: (filters: JobFairFilters) => void;
  applied: JobFairFilters;
  onApply: (filters: JobFairFilters) => void;
  onClear: () => void;
}) {
  return (
    <form
      aria-label="Filter job fairs"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
      className="flex flex-col gap-4 pt-2"
    >
      <AccessibilityCheckboxGroup
        legend="Accessibility at the fair"
        description="Show only fairs that have every fact you tick."
        name="accessibility"
        value={draft.accessibility}
        onChange={(accessibility) => setDraft({ ...draft, accessibility })}
      />
      <SelectField
        label="Format"
        name="format"
        value={draft.format ?? ''}
        onChange={(value) => setDraft({ ...draft, format: isFormat(value) ? value : null })}
        options={FORMAT_OPTIONS}
        placeholder="Any format"
        className="sm:max-w-xs"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Apply filters</Button>
        {hasFilters(applied) || hasFilters(draft) ? (
          <Button variant="secondary" onPress={onClear}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </form>
  );
}
