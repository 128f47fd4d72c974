import { Link } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';

/** The admin's home (/admin/user-approval): what this screen is for, and where news arrives. */
export default function AdminHomePage() {
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeading>User Registration Approval</PageHeading>
      <p className="text-lg text-slate-800">
        Job seekers whose accounts are pending approval appear here for PWD ID review. Check each person&apos;s PWD ID
        image before you approve or reject the registration.
      </p>
      <p className="text-slate-800">
        <Link to="/notifications">Check your notifications</Link> for new registrations and reports.
      </p>
    </div>
  );
}
