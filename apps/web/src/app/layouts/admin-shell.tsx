import { Outlet } from 'react-router';

/** The admin screens: a sidebar of admin sections beside the content. (Placeholder until it lands.) */
export function AdminShell() {
  return <Outlet />;
}
