import { useEffect, useId, useRef } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router';

/**
 * `danger` is filled red: the confirming button of a destructive dialog. `danger-outline` is the same
 * weight as `secondary`: a Delete or Cancel beside other actions, never the most prominent (issue 14).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'danger-outline' | 'ghost';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-base font-semibold no-underline ' +
  'transition-colors disabled:cursor-not-allowed data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 data-[hovered]:bg-brand-800 data-[pressed]:bg-brand-900',
  secondary:
    'border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50 data-[hovered]:bg-brand-50 data-[pressed]:bg-brand-100',
  danger: 'bg-red-700 text-white hover:bg-red-800 data-[hovered]:bg-red-800 data-[pressed]:bg-red-900',
  'danger-outline':
    'border-2 border-red-700 bg-white text-red-800 hover:bg-red-50 data-[hovered]:bg-red-50 data-[pressed]:bg-red-100',
  ghost: 'text-slate-800 hover:bg-slate-100 data-[hovered]:bg-slate-100',
};

/** Class names of a button, for the rare element that must look like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`;
}

export interface ButtonProps extends AriaButtonProps {
  variant?: ButtonVariant;
  className?: string;
}

/**
 * react-aria announces a focused button's label when it starts or stops being pending, through a live
 * region entry that points at the button (aria-labelledby) and stays for seconds. A button that goes away
 * meanwhile (a form replaced by its success screen, a dialog that closes) leaves that entry pointing at
 * nothing: nothing useful to hear, and an unlabelled role="img" that axe rightly reports. So when a button
 * that has been pending goes away, its leftover announcements go with it.
 */
const LATE_ANNOUNCEMENT_MS = 1000;

function useForgetAnnouncementsOnUnmount(id: string, isPending: boolean | undefined): void {
  const wasPending = useRef(false);
  useEffect(() => {
    if (isPending) wasPending.current = true;
  }, [isPending]);
  useEffect(
    () => () => {
      if (!wasPending.current) return;
      const forget = () => {
        for (const entry of document.querySelectorAll('[role="img"][aria-labelledby]')) {
          if (entry.getAttribute('aria-labelledby')?.split(/\s+/u).includes(id)) entry.remove();
        }
      };
      forget();
      // The page's first announcement is added 100 ms late (react-aria waits for its live region): for a
      // moment after the button goes, any such entry is removed as soon as it is added.
      // A test environment may be torn down before the observer stops: then there is nothing to clean.
      const observer = new MutationObserver(() => {
        if (typeof document === 'undefined') observer.disconnect();
        else forget();
      });
      observer.observe(document.body, { childList: true, subtree: true });
      window.setTimeout(() => observer.disconnect(), LATE_ANNOUNCEMENT_MS);
    },
    [id],
  );
}

/** A real <button>, keyboard- and screen-reader-friendly (react-aria). */
export function Button({ variant = 'primary', className = '', id, ...props }: ButtonProps) {
  const ownId = useId();
  const buttonId = id ?? ownId;
  useForgetAnnouncementsOnUnmount(buttonId, props.isPending);
  return <AriaButton {...props} id={buttonId} className={buttonClasses(variant, className)} />;
}

export interface LinkButtonProps extends RouterLinkProps {
  variant?: ButtonVariant;
  className?: string;
}

/** A real link (it navigates) that looks like a button. */
export function LinkButton({ variant = 'primary', className = '', ...props }: LinkButtonProps) {
  return <RouterLink {...props} className={buttonClasses(variant, className)} />;
}
