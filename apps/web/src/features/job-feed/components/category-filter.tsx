import { JOB_CATEGORIES } from '@kakayahan/contracts';
import { Checkbox } from '../../../components/ui/checkbox';

/** The All Jobs category filter: a group of checkboxes named by its legend; none chosen means all. */
export function CategoryFilter({
  selected,
  onToggle,
}: {
  selected: readonly string[];
  onToggle: (category: string, isSelected: boolean) => void;
}) {
  return (
    <fieldset className="rounded-md border-2 border-slate-300 p-4">
      <legend className="px-1 font-semibold text-slate-900">Category</legend>
      <p className="mb-2 text-sm text-slate-700">Choose none to see every category.</p>
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
        {JOB_CATEGORIES.map((category) => (
          <Checkbox
            key={category}
            name="category"
            isSelected={selected.includes(category)}
            onChange={(isSelected) => onToggle(category, isSelected)}
          >
            {category}
          </Checkbox>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * "Verified employers only": jobs of employers whose business registration an admin checked. Beside the
 * categories rather than inside their group, since it is not a category.
 */
export function VerifiedOnlyFilter({
  isSelected,
  onChange,
}: {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
}) {
  return (
    <div className="rounded-md border-2 border-slate-300 px-4 py-2">
      <Checkbox name="verified" isSelected={isSelected} onChange={onChange}>
        Verified employers only
      </Checkbox>
    </div>
  );
}
