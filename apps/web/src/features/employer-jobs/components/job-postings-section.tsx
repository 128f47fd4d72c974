import { formatSalary, JOB_CATEGORIES, type EmployerJob } from '@kakayahan/contracts';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LiveRegion } from '../../../components/ui/alert';
import { Button, LinkButton } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formatShortDate } from './format-date';

export const NO_JOB_POSTINGS = 'No job postings yet.';

/** Postings whose title contains the search (any case) and, when one is chosen, of that category. */
export function filterJobs(jobs: readonly EmployerJob[], search: string, category: string): EmployerJob[] {
  const needle = search.trim().toLowerCase();
  return jobs.filter(
    (job) => (!needle || job.job_title.toLowerCase().includes(needle)) && (!category || job.category === category),
  );
}

/**
 * The employer's job postings with a title search and a category filter; each row offers Edit and
 * Delete, named after the job. With no postings at all, the spec's empty state and a Post New Job link.
 */
export function JobPostingsSection({
  jobs,
  onDelete,
}: {
  jobs: readonly EmployerJob[];
  onDelete: (job: EmployerJob) => void;
}) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const visible = useMemo(() => filterJobs(jobs, search, category), [jobs, search, category]);
  const searchRef = useRef<HTMLInputElement>(null);

  function handleClear() {
    setSearch('');
    setCategory('');
    // The button goes away with the empty result; the focus goes to the search, where it can start again.
    searchRef.current?.focus();
  }

  return (
    <section aria-labelledby="job-postings-heading" className="flex flex-col gap-3">
      <h2 id="job-postings-heading" className="text-2xl font-bold text-slate-900">
        Current Job Postings
      </h2>
      {jobs.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-md border-2 border-dashed border-slate-300 p-6 text-center">
          <p className="text-lg font-semibold text-slate-900">{NO_JOB_POSTINGS}</p>
          <LinkButton to="/employer/post-job">Post New Job</LinkButton>
        </div>
      ) : (
        <>
          <search className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <TextField
              label="Search job postings"
              description="By job title."
              name="job-search"
              type="search"
              autoComplete="off"
              value={search}
              onChange={setSearch}
              inputRef={searchRef}
              className="min-w-0 sm:flex-1 sm:basis-64"
            />
            <SelectField
              label="Category"
              name="job-category"
              value={category}
              onChange={setCategory}
              options={[{ value: '', label: 'All categories' }, ...JOB_CATEGORIES]}
              className="sm:w-64"
            />
          </search>
          <LiveRegion className="font-semibold text-slate-900">
            {`Showing ${visible.length} of ${jobs.length} job postings`}
          </LiveRegion>
          {visible.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-md border-2 border-dashed border-slate-300 p-6 text-center">
              <p className="text-lg font-semibold text-slate-900">No job postings match your search.</p>
              <Button variant="secondary" onPress={handleClear}>
                Clear search and filter
              </Button>
            </div>
          ) : (
            <JobPostingsTable jobs={visible} onDelete={onDelete} />
          )}
        </>
      )}
    </section>
  );
}

function JobPostingsTable({ jobs, onDelete }: { jobs: readonly EmployerJob[]; onDelete: (job: EmployerJob) => void }) {
  return (
    <DataTable
      label="Job postings table"
      caption="Your job postings"
      cardHeadingLevel={3}
      minWidthClass="min-w-[60rem]"
      rows={jobs}
      rowKey={(job) => job.post_id}
      columns={[
        {
          header: 'Job title',
          // The job page, as job seekers see it (issue 14).
          cell: (job) => (
            <Link to={`/jobs/${job.post_id}`} className="text-brand-800 underline">
              {job.job_title}
            </Link>
          ),
        },
        { header: 'Category', cell: (job) => job.category },
        { header: 'Job type', cell: (job) => job.job_type },
        { header: 'Location', cell: (job) => job.location },
        { header: 'Salary', cell: (job) => formatSalary(job.salary_range) },
        {
          header: 'Applicants',
          cell: (job) =>
            job.pending_count > 0 ? (
              <>
                {job.applications_count} <span className="text-slate-700">({job.pending_count} pending)</span>
              </>
            ) : (
              job.applications_count
            ),
        },
        {
          header: 'Posted',
          cell: (job) => <time dateTime={job.created_at}>{formatShortDate(job.created_at)}</time>,
          className: 'whitespace-nowrap',
        },
        {
          header: 'Actions',
          cell: (job) => (
            <div className="flex flex-wrap gap-2">
              <LinkButton
                to={`/employer/edit-job/${job.post_id}`}
                variant="secondary"
                aria-label={`Edit ${job.job_title}`}
              >
                Edit
              </LinkButton>
              <Button variant="danger-outline" aria-label={`Delete ${job.job_title}`} onPress={() => onDelete(job)}>
                Delete
              </Button>
            </div>
          ),
        },
      ]}
    />
  );
}
