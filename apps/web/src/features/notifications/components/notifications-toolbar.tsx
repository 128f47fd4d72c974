import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { FILTER_OPTIONS, isReadFilter, isSortOrder, SORT_OPTIONS, type NotificationView } from './notification-view';

/**
 * Search, read filter and order of the notifications page. Native selects and a search input: they work
 * the same with every screen reader and on small phones, and wrap to one per line at 320 px.
 */
export function NotificationsToolbar({
  view,
  onChange,
}: {
  view: NotificationView;
  onChange: (view: NotificationView) => void;
}) {
  return (
    <div
      role="search"
      aria-label="Search and filter notifications"
      className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <TextField
        label="Search notifications"
        name="search"
        type="search"
        value={view.search}
        onChange={(search) => onChange({ ...view, search })}
      />
      <SelectField
        label="Show"
        name="filter"
        value={view.filter}
        options={FILTER_OPTIONS}
        onChange={(filter) => {
          if (isReadFilter(filter)) onChange({ ...view, filter });
        }}
      />
      <SelectField
        label="Sort"
        name="sort"
        value={view.sort}
        options={SORT_OPTIONS}
        onChange={(sort) => {
          if (isSortOrder(sort)) onChange({ ...view, sort });
        }}
      />
    </div>
  );
}
