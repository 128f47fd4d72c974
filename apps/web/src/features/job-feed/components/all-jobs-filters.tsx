import {
  JOB_TYPES,
  WORKPLACE_FACT_NAMES,
  WORKPLACE_FACTS,
  type AllJobsSort,
  type JobType,
  type WorkplaceFact,
} from '@kakayahan/contracts';
import { useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { MIN_SALARY_MESSAGE, type AllJobsSearch } from './use-all-jobs-search';

export const SORT_OPTIONS: { value: AllJobsSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'best_match', label: 'Best match to your search words' },
  { value: 'salary', label: 'Salary, highest first' },
];

/** The order the list has when none is chosen: best match with search words, newest without. */
function defaultSort(q: string): AllJobsSort {
  return q ? 'best_match' : 'newest';
}

/**
 * The workplace accessibility filter (issue 16): one checkbox per fact, in the canonical order, in a group
 * named by its legend; ticking applies at once. One column on a phone (the names are long), two from `sm`.
 */
export function WorkplaceFilter({
  selected,
  onToggle,
}: {
  selected: readonly WorkplaceFact[];
  onToggle: (fact: WorkplaceFact, isSelected: boolean) => void;
}) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} className="rounded-md border-2 border-slate-300 p-4">
      <legend className="px-1 font-semibold text-slate-900">Workplace accessibility</legend>
      <p id={hintId} className="mb-2 text-sm text-slate-700">
        Shows only jobs whose employer says the workplace has every one you tick.
      </p>
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        {WORKPLACE_FACTS.map((fact) => (
          <Checkbox
            key={fact}
            name="workplace"
            isSelected={selected.includes(fact)}
            onChange={(isSelected) => onToggle(fact, isSelected)}
          >
            {WORKPLACE_FACT_NAMES[fact]}
          </Checkbox>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The All Jobs filters (issue 14): location, remote only, job type and minimum salary, in one group named
 * by its legend, then workplace accessibility (issue 16) in its own group, and the order. Each applies at
 * once (the typed ones when typing pauses).
 */
export function AllJobsFilters({ search }: { search: AllJobsSearch }) {
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="rounded-md border-2 border-slate-300 p-4">
        <legend className="px-1 font-semibold text-slate-900">Filters</legend>
        <div className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2">
          <TextField
            label="Location"
            name="location"
            description="Part of a city or province, for example Cebu."
            autoComplete="off"
            value={search.locationText}
            onChange={search.setLocationText}
          />
          <SelectField
            label="Job type"
            name="job_type"
            value={search.jobType}
            placeholder="Any job type"
            options={JOB_TYPES}
            onChange={(value) => search.setJobType(value as JobType | '')}
          />
          <TextField
            label="Minimum salary (pesos a month)"
            name="min_salary"
            inputMode="numeric"
            autoComplete="off"
            description="Jobs without a salary are left out when you set one."
            value={search.minSalaryText}
            onChange={search.setMinSalaryText}
            errorMessage={search.isMinSalaryInvalid ? MIN_SALARY_MESSAGE : undefined}
          />
          <div className="flex items-end">
            <Checkbox name="remote" isSelected={search.isRemoteOnly} onChange={search.setRemoteOnly}>
              Remote jobs only
            </Checkbox>
          </div>
        </div>
      </fieldset>
      <WorkplaceFilter selected={search.workplace} onToggle={search.toggleWorkplaceFact} />
      <SelectField
        label="Sort by"
        name="sort"
        value={search.sort || defaultSort(search.q)}
        options={SORT_OPTIONS}
        description="Best match orders by how well jobs fit your search words; without words it is the same as newest."
        onChange={(value) => search.setSort(value as AllJobsSort)}
        className="sm:max-w-md"
      />
    </div>
  );
}
