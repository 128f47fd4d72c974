import type { ReactNode } from 'react';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

const tones: Record<AlertTone, { classes: string; icon: string; label: string }> = {
  error: { classes: 'border-red-700 bg-red-50 text-red-900', icon: '⚠', label: 'Error' },
  success: { classes: 'border-green-700 bg-green-50 text-green-900', icon: '✓', label: 'Success' },
  info: { classes: 'border-brand-700 bg-brand-50 text-brand-900', icon: 'ℹ', label: 'Information' },
  warning: { classes: 'border-amber-700 bg-amber-50 text-amber-950', icon: '!', label: 'Warning' },
};

/**
 * A message box. Errors use role="alert" (announced at once); others role="status" (announced
 * politely). The tone is also said in words, so colour is never the only signal.
 */
export function Alert({ tone, title, children }: { tone: AlertTone; title?: string; children?: ReactNode }) {
  const t = tones[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md border-l-4 p-4 ${t.classes}`}>
      <p className="flex items-start gap-2 font-semibold">
        <span aria-hidden="true">{t.icon}</span>
        <span>
          <span className="sr-only">{t.label}: </span>
          {title ?? children}
        </span>
      </p>
      {title && children ? <div className="mt-1 pl-6">{children}</div> : null}
    </div>
  );
}

/**
 * A polite live region that is always in the page, so messages placed in it later are announced
 * reliably (a region created together with its text often is not).
 */
export function LiveRegion({ children, className = '' }: { children?: ReactNode; className?: string }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={className}>
      {children}
    </div>
  );
}
