import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { logout } from '../../features/auth/api/logout';
import type { Session } from '../../lib/session';
import { ABOUT_LINKS, ACCOUNT_LINKS, SIGN_OUT } from './header-links';

const menuItemClasses =
  'flex min-h-11 cursor-pointer items-center rounded px-3 py-2 text-slate-900 outline-none data-[focused]:bg-brand-50 data-[focus-visible]:outline data-[focus-visible]:outline-3 data-[focus-visible]:outline-amber-700';

/** The wide header's account menu: the role's own screens, the about pages, then Sign out. */
export function ProfileMenu({ session }: { session: Session }) {
  const roleLinks = ACCOUNT_LINKS[session.userType];
  return (
    <MenuTrigger>
      <Button
        aria-label={`Account menu for ${session.username}`}
        className="flex min-h-11 items-center gap-2 rounded-md border-2 border-slate-300 px-3 font-semibold text-slate-900 data-[hovered]:bg-slate-100 lg:max-xl:gap-1.5 lg:max-xl:px-2"
      >
        <span
          aria-hidden="true"
          className="flex size-7 items-center justify-center rounded-full bg-brand-700 text-sm text-white"
        >
          {session.username.trim().charAt(0).toUpperCase() || '?'}
        </span>
        {/* A long name ends in an ellipsis (shorter where the header is tightest); the button's name has it all. */}
        <span className="hidden max-w-40 truncate sm:block lg:max-xl:max-w-20">{session.username}</span>
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover placement="bottom end" className="min-w-56 rounded-md border-2 border-slate-300 bg-white p-1 shadow-lg">
        <Menu aria-label="Account" className="outline-none">
          {roleLinks.map((item) => (
            <MenuItem key={item.to} href={item.to} className={menuItemClasses}>
              {item.label}
            </MenuItem>
          ))}
          {roleLinks.length > 0 ? <Separator className="my-1 border-t border-slate-200" /> : null}
          {ABOUT_LINKS.map((item) => (
            <MenuItem key={item.to} href={item.to} className={menuItemClasses}>
              {item.label}
            </MenuItem>
          ))}
          <Separator className="my-1 border-t border-slate-200" />
          <MenuItem onAction={() => void logout()} className={menuItemClasses}>
            {SIGN_OUT}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
