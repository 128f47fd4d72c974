import { PageHeading } from '../../../components/ui/page-heading';
import { useSession } from '../../../lib/session';
import { EmployerProfileView } from '../../employer-profile';
import { EmployerQuickActions } from '../../employer-profile';
import { EMPLOYER_STEPS, WelcomePanel } from '../components/welcome-panel';

/**
 * The employer's home (/employer-components): a greeting (and, on the first sign-in, the welcome with the
 * next steps), their company profile (or No Profile Found with Create Profile for a new employer) and
 * the Quick Actions.
 */
export default function EmployerHomePage() {
  const session = useSession();
  const name = session?.username.trim() ?? '';
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeading>{name ? `Welcome, ${name}` : 'Welcome'}</PageHeading>
      <WelcomePanel steps={EMPLOYER_STEPS} />
      <EmployerProfileView />
      <EmployerQuickActions />
    </div>
  );
}
