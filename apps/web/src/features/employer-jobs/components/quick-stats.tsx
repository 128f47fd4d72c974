import type { EmployerDashboard } from '@kakayahan/contracts';

/** Quick Stats: each figure with its label, as a list a screen reader can count and move through. */
export function QuickStats({ dashboard }: { dashboard: EmployerDashboard }) {
  const stats = [
    { label: 'Active jobs', value: dashboard.active_jobs_count },
    { label: 'Total applications', value: dashboard.total_applications },
    { label: 'Pending applications', value: dashboard.pending_applications },
  ];
  return (
    <section aria-labelledby="quick-stats-heading" className="flex flex-col gap-3">
      <h2 id="quick-stats-heading" className="text-2xl font-bold text-slate-900">
        Quick Stats
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {stats.map((stat) => (
          <li
            key={stat.label}
            className="flex flex-col-reverse rounded-md border-2 border-slate-300 bg-white p-4 text-slate-900"
          >
            <span className="font-semibold">
              {stat.label}
              <span className="sr-only">: </span>
            </span>
            <span className="text-3xl font-bold">{stat.value}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
