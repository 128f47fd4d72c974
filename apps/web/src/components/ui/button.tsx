import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-base font-semibold no-underline ' +
  'transition-colors disabled:cursor-not-allowed data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 data-[hovered]:bg-brand-800 data-[pressed]:bg-brand-900',
  secondary:
    'border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50 data-[hovered]:bg-brand-50 data-[pressed]:bg-brand-100',
  danger: 'bg-red-700 text-white hover:bg-red-800 data-[hovered]:bg-red-800 data-[pressed]:bg-red-900',
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

/** A real <button>, keyboard- and screen-reader-friendly (react-aria). */
export function Button({ variant = 'primary', className = '', ...props }: ButtonProps) {
  return <AriaButton {...props} className={buttonClasses(variant, className)} />;
}

export interface LinkButtonProps extends RouterLinkProps {
  variant?: ButtonVariant;
  className?: string;
}

/** A real link (it navigates) that looks like a button. */
export function LinkButton({ variant = 'primary', className = '', ...props }: LinkButtonProps) {
  return <RouterLink {...props} className={buttonClasses(variant, className)} />;
}
