import { NavLink, Outlet } from 'react-router';
import { Button } from '../../components/ui/button';
import { logout } from '../../features/auth/api/logout';
import { SIGN_OUT } from './header-links';

/** The admin sections (document 2 §2 "Admin sidebar"), with the Audit Log after the spec's five. */
const ADMIN_SECTIONS = [
  { to: '/admin/user-approval', label: 'User Approval' },
  { to: '/admin/manage-users', label: 'Manage Users' },
  { to: '/admin/manage-employers', label: 'Manage Employers' },
  { to: '/admin/manage-reports', label: 'Manage Reports' },
  { to: '/admin/platform-statistics', label: 'Platform Statistics' },
  { to: '/admin/audit-log', label: 'Audit Log' },
] as const;

const linkClasses =
  'flex min-h-11 items-center rounded-md border-l-4 px-3 py-2 font-semibold no-underline ' +
  'border-transparent text-slate-900 hover:bg-slate-100 ' +
  'aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-900';

/**
 * The admin screens: a sidebar of admin sections beside the content on a wide screen, above it on a
 * narrow one. It sits inside the site shell, which already provides the header and the one <main>.
 */
export function AdminShell() {
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-start md:gap-8">
      <nav
        aria-label="Admin"
        className="rounded-md border-2 border-slate-200 p-2 md:sticky md:top-4 md:w-56 md:shrink-0"
      >
        <ul className="flex flex-col gap-1">
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.to}>
              {/* NavLink sets aria-current="page" on the current section; the bar and background repeat it visually. */}
              <NavLink to={section.to} className={linkClasses}>
                {section.label}
              </NavLink>
            </li>
          ))}
          <li className="mt-2 border-t-2 border-slate-200 pt-2">
            <Button variant="ghost" className="w-full justify-start" onPress={() => void logout()}>
              {SIGN_OUT}
            </Button>
          </li>
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
