import type { ApplicationCounts } from './application-list';

const CARDS: { key: keyof ApplicationCounts; label: string }[] = [
  { key: 'total', label: 'Total' },
  { key: 'pending', label: 'Pending' },
  { key: 'approved', label: 'Approved' },
  { key: 'declined', label: 'Declined' },
  { key: 'interviewed', label: 'Interviewed' },
];

/** The count cards: a list, so a screen reader says how many there are and reads "3 Pending". */
export function ApplicationCountCards({ counts }: { counts: ApplicationCounts }) {
  return (
    <ul aria-label="Application counts" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {CARDS.map(({ key, label }) => (
        <li key={key} className="flex flex-col rounded-md border-2 border-slate-200 bg-white p-3">
          <span className="text-3xl font-bold text-slate-900">{counts[key]}</span>{' '}
          <span className="font-semibold text-slate-800">{label}</span>
        </li>
      ))}
    </ul>
  );
}
