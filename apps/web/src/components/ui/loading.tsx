/** A loading message that screen readers announce politely. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-4 text-slate-700">
      <span
        aria-hidden="true"
        className="inline-block size-4 animate-spin rounded-full border-2 border-slate-400 border-t-brand-700"
      />
      {label}
    </p>
  );
}
