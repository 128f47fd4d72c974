import { lazy, Suspense, useState } from 'react';
import { LiveRegion } from '../../../components/ui/alert';
import { LoadBoundary } from '../../../components/ui/load-boundary';

/** The dialog's code, fetched on first open only: a first visit does not pay for it. */
const loadAssistantDialog = () => import('./assistant-dialog');

const LOAD_FAILED = 'The assistant could not open. Check your connection, then choose Ask for help again.';

function SpeechBubbleIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
      <path d="M10 9.2a2 2 0 1 1 2.6 1.9c-.4.2-.6.5-.6.9v.4M12 14h.01" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The floating "Ask for help" button of every page (document 1 §1) and its assistant dialog. It sits in
 * the corner, above the page; on a short window (a phone held sideways, 200 % zoom) only its icon shows,
 * so it covers less, and its name stays "Ask for help" for screen readers.
 */
export function AssistantButton() {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  // A new lazy component after a failed download: React keeps a failed one failed.
  const [AssistantDialog, setAssistantDialog] = useState(() => lazy(loadAssistantDialog));
  const [loadError, setLoadError] = useState<string | null>(null);

  function handleOpen() {
    setLoadError(null);
    setHasOpened(true);
    setIsOpen(true);
  }

  function handleLoadFailed() {
    setIsOpen(false);
    setHasOpened(false);
    setAssistantDialog(() => lazy(loadAssistantDialog));
    setLoadError(LOAD_FAILED);
  }

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={handleOpen}
        // Someone pointing at it is likely to open it: start the download a moment early.
        onPointerEnter={() => void loadAssistantDialog().catch(() => undefined)}
        className={
          'fixed right-4 bottom-4 z-40 inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-full ' +
          'border-2 border-white bg-brand-700 px-4 py-2 text-base font-semibold text-white shadow-lg ' +
          'hover:bg-brand-800 [@media(max-height:30rem)]:right-2 [@media(max-height:30rem)]:bottom-2 ' +
          '[@media(max-height:30rem)]:px-2'
        }
      >
        <SpeechBubbleIcon />
        <span className="[@media(max-height:30rem)]:sr-only">Ask for help</span>
      </button>
      <LiveRegion className="fixed right-4 bottom-20 z-40 max-w-[calc(100vw-2rem)]">
        {loadError ? (
          <p className="rounded-md border-l-4 border-red-700 bg-red-50 px-3 py-2 text-sm font-semibold text-red-900 shadow-lg">
            <span aria-hidden="true">⚠ </span>
            {loadError}
          </p>
        ) : null}
      </LiveRegion>
      {hasOpened ? (
        <LoadBoundary onError={handleLoadFailed}>
          <Suspense
            fallback={
              <p className="fixed right-4 bottom-20 z-40 rounded-md bg-white px-3 py-2 font-semibold shadow-lg">
                Opening…
              </p>
            }
          >
            <AssistantDialog isOpen={isOpen} onOpenChange={setIsOpen} />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </>
  );
}
