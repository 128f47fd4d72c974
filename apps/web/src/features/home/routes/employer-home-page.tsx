import { Link } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSession } from '../../../lib/session';

/** The employer's home (/employer-components): a welcome and the links that exist today. */
export default function EmployerHomePage() {
  const session = useSession();
  const name = session?.username.trim() ?? '';
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeading>{name ? `Welcome, ${name}` : 'Welcome'}</PageHeading>
      <p className="text-lg text-slate-800">
        This is where you will post jobs and review the people who apply to them.
      </p>
      <section aria-labelledby="employer-links-heading" className="flex flex-col gap-3">
        <h2 id="employer-links-heading" className="text-xl font-bold text-slate-900">
          Useful links
        </h2>
        <ul className="flex list-disc flex-col gap-2 pl-6 text-slate-800">
          <li>
            <Link to="/notifications">Check your notifications</Link> for news about your account and applicants.
          </li>
          <li>
            <Link to="/FAQS">Visit the Help Centre</Link> for answers about posting and managing jobs.
          </li>
        </ul>
      </section>
    </div>
  );
}
