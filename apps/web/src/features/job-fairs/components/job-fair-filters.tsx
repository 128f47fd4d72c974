import {
  JOB_FAIR_ACCESSIBILITY,
  JOB_FAIR_ACCESSIBILITY_LABELS,
  JOB_FAIR_FORMAT_LABELS,
  JOB_FAIR_FORMATS,
} from '@kakayahan/contracts';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Button, LinkButton } from '../../../components/ui/button';
import { fieldDescriptionClasses } from '../../../components/ui/field-parts';
import { NativeField } from '../../../components/ui/native-field';
import { plainGetFormProps } from '../../../ssr/plain-get-form';
import type { JobFairFilters } from '../api/job-fair-keys';
import { filtersOfForm, JOB_FAIR_FILTER_NAMES, JOB_FAIRS_PATH, jobFairsHref } from '../job-fair-filter-params';

export const FILTERS_TITLE = 'Filter by accessibility and format';

/** Whether any filter is set. */
export function hasFilters(filters: JobFairFilters): boolean {
  return filters.accessibility.length > 0 || filters.format !== null;
}

/**
 * Filters of the fair list: the accessibility facts a fair must all have, and the format. They apply on
 * Apply (not on every tick), so a screen reader hears one result count, not one per checkbox.
 *
 * A real GET form to /job-fairs whose fields are the browser's own (uncontrolled) and whose state is the
 * address (decision 027, fair filters): without JavaScript, and on a visitor's page before the app wakes, the
 * browser sends it and the server renders the filtered list; with the app running, `onApply` puts the same
 * filters in the address through the router. When the address changes another way (Back, Clear filters) the
 * fields are set to it. They sit in a native disclosure (<details>), closed until used so on a phone the fairs
 * come first, and opened by the browser itself without any script; its title says how many are on.
 */
export function JobFairFilterForm({
  applied,
  onApply,
}: {
  applied: JobFairFilters;
  onApply: (filters: JobFairFilters) => void;
}) {
  const descriptionId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const active = applied.accessibility.length + (applied.format ? 1 : 0);
  // Open at first when filters are on; from then on the person opens and closes it (React never resets it).
  const [isOpenAtFirst] = useState(active > 0);
  const appliedKey = jobFairsHref(applied);
  // The address the fields were last set to: never on the first render (a visitor may have ticked something
  // before the app woke), then whenever the address changes, in the commit that shows it (a layout effect: no
  // frame shows the new list under the old ticks).
  const shown = useRef(appliedKey);
  // Clear filters (a link to the list without filters, followed by the app) goes away with the last filter:
  // the focus stays beside it, on Apply filters.
  const isClearing = useRef(false);
  useLayoutEffect(() => {
    if (shown.current === appliedKey) return;
    shown.current = appliedKey;
    const form = formRef.current;
    if (!form) return;
    for (const box of form.querySelectorAll<HTMLInputElement>(`input[name="${JOB_FAIR_FILTER_NAMES.accessibility}"]`)) {
      box.checked = (applied.accessibility as readonly string[]).includes(box.value);
    }
    const select = form.querySelector<HTMLSelectElement>(`select[name="${JOB_FAIR_FILTER_NAMES.format}"]`);
    if (select) select.value = applied.format ?? '';
    if (isClearing.current) form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    isClearing.current = false;
  }, [appliedKey, applied]);

  return (
    <details open={isOpenAtFirst} className="group rounded-md border-2 border-slate-300">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 text-lg font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <span>
          {FILTERS_TITLE}
          {active > 0 ? ` (${active} on)` : ''}
        </span>
        <span aria-hidden="true" className="text-2xl leading-none group-open:rotate-45">
          +
        </span>
      </summary>
      <form
        {...plainGetFormProps}
        ref={formRef}
        action={JOB_FAIRS_PATH}
        aria-label="Filter job fairs"
        className="flex flex-col gap-4 px-4 pt-2 pb-4"
        onSubmit={(event) => {
          event.preventDefault();
          onApply(filtersOfForm(new FormData(event.currentTarget)));
        }}
      >
        <fieldset
          aria-describedby={descriptionId}
          className="flex min-w-0 flex-col gap-1 rounded-md border-2 border-slate-300 p-4"
        >
          <legend className="px-1 font-semibold text-slate-900">Accessibility at the fair</legend>
          <p id={descriptionId} className={fieldDescriptionClasses}>
            Show only fairs that have every fact you tick.
          </p>
          <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
            {JOB_FAIR_ACCESSIBILITY.map((fact) => (
              <label key={fact} className="flex min-h-11 cursor-pointer items-start gap-3 py-2 text-base">
                <input
                  type="checkbox"
                  name={JOB_FAIR_FILTER_NAMES.accessibility}
                  value={fact}
                  defaultChecked={applied.accessibility.includes(fact)}
                  className="accent-brand-700 mt-0.5 size-6 shrink-0 cursor-pointer"
                />
                <span>{JOB_FAIR_ACCESSIBILITY_LABELS[fact]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <NativeField label="Format" className="sm:max-w-xs">
          {(control) => (
            <select {...control} name={JOB_FAIR_FILTER_NAMES.format} defaultValue={applied.format ?? ''}>
              <option value="">Any format</option>
              {JOB_FAIR_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {JOB_FAIR_FORMAT_LABELS[format]}
                </option>
              ))}
            </select>
          )}
        </NativeField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit">Apply filters</Button>
          {active > 0 ? (
            <LinkButton
              variant="secondary"
              to={jobFairsHref()}
              onClick={() => {
                isClearing.current = true;
              }}
            >
              Clear filters
            </LinkButton>
          ) : null}
        </div>
      </form>
    </details>
  );
}
