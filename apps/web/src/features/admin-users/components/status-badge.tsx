import type { ReactNode } from 'react';

const tones = {
  positive: { classes: 'border-green-700 bg-green-50 text-green-900', icon: '✓' },
  waiting: { classes: 'border-amber-700 bg-amber-50 text-amber-950', icon: '…' },
  neutral: { classes: 'border-slate-500 bg-slate-50 text-slate-900', icon: '–' },
  negative: { classes: 'border-red-700 bg-red-50 text-red-900', icon: '✕' },
} as const;

/** A status in words with an icon; the colour only repeats what the text says. */
export function StatusBadge({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  const t = tones[tone];
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full border-2 px-2 text-sm font-semibold ${t.classes}`}
    >
      <span aria-hidden="true">{t.icon}</span>
      {children}
    </span>
  );
}

/** User Approval's status: Activated or Pending Approval. */
export function ApprovalStatus({ isActivated }: { isActivated: boolean }) {
  return isActivated ? (
    <StatusBadge tone="positive">Activated</StatusBadge>
  ) : (
    <StatusBadge tone="waiting">Pending Approval</StatusBadge>
  );
}

/** Manage Users' status: Active or Inactive. */
export function ActiveStatus({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <StatusBadge tone="positive">Active</StatusBadge>
  ) : (
    <StatusBadge tone="neutral">Inactive</StatusBadge>
  );
}
