import { Link } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSession } from '../../../lib/session';

/** The first word of the display name ("Maria dela Cruz" → "Maria"). */
function firstName(username: string): string {
  return username.trim().split(/\s+/u)[0] ?? '';
}

/** The job seeker's home (/employee-components): a welcome and the next steps that exist today. */
export default function EmployeeHomePage() {
  const session = useSession();
  const name = session ? firstName(session.username) : '';
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeading>{name ? `Welcome, ${name}` : 'Welcome'}</PageHeading>
      <p className="text-lg text-slate-800">
        Job recommendations will appear here once you have set your job preferences.
      </p>
      <section aria-labelledby="next-steps-heading" className="flex flex-col gap-3">
        <h2 id="next-steps-heading" className="text-xl font-bold text-slate-900">
          Next steps
        </h2>
        <ul className="flex list-disc flex-col gap-2 pl-6 text-slate-800">
          <li>
            <Link to="/notifications">Check your notifications</Link> for news about your account and applications.
          </li>
          <li>
            <Link to="/FAQS">Visit the Help Centre</Link> to learn how to search and apply for jobs.
          </li>
          <li>
            <Link to="/accessibility">Read our accessibility statement</Link> to see how the site works with screen
            readers, keyboards and zoom.
          </li>
        </ul>
      </section>
    </div>
  );
}
