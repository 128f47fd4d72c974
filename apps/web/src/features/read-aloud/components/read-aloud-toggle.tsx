import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Tooltip, TooltipTrigger } from 'react-aria-components';
import { Button } from '../../../components/ui/button';
import { LoadBoundary } from '../../../components/ui/load-boundary';
import { useEscapeToClose } from '../../../components/ui/use-escape-to-close';
import { trackPageContext } from '../page-context';
import { useReadAloudSettings } from '../read-aloud-settings';
import { isReadAloudShortcut } from '../read-aloud-shortcut';
import { READ_ALOUD_PANEL_ID, READ_ALOUD_SHORTCUT } from '../read-aloud-texts';

/** The header button's id: closing the panel from inside it gives the focus back here. */
export const READ_ALOUD_BUTTON_ID = 'read-aloud-button';

/** The panel's code, fetched the first time it opens: a first visit does not pay for it. */
const loadPanel = () => import('./read-aloud-panel');

function isInPanel(element: Element | null): boolean {
  return Boolean(element?.closest(`#${READ_ALOUD_PANEL_ID}`));
}

/**
 * Whether the read-aloud panel is open (remembered per person), the toggle that Alt+Shift+R also presses
 * from anywhere on the page, and the tracking of the field and selection the panel reads. Opening never
 * moves the focus; closing gives it back to the header button only when it was inside the panel.
 */
export function useReadAloudPanel() {
  const [settings, updateSettings] = useReadAloudSettings();
  const isOpen = settings.isOpen;

  const setOpen = useCallback(
    (open: boolean) => {
      if (!open && isInPanel(document.activeElement)) document.getElementById(READ_ALOUD_BUTTON_ID)?.focus();
      updateSettings({ isOpen: open });
    },
    [updateSettings],
  );

  useEffect(() => trackPageContext(), []);

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!isReadAloudShortcut(event) || event.repeat) return;
      event.preventDefault();
      setOpen(!isOpen);
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [isOpen, setOpen]);

  return { isOpen, setOpen };
}

function SpeakerIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M11 5 6 9H3v6h3l5 4z" />
      <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
    </svg>
  );
}

/**
 * The header's "Read aloud" button, with its keyboard shortcut in a tooltip (on hover and on keyboard focus).
 * isShortOnLaptop: a header whose one row is tight between 1024 and 1280 px shows "Read" there.
 */
export function ReadAloudButton({
  isOpen,
  onToggle,
  isShortOnLaptop = false,
}: {
  isOpen: boolean;
  onToggle: () => void;
  isShortOnLaptop?: boolean;
}) {
  return (
    <TooltipTrigger delay={500}>
      <Button
        id={READ_ALOUD_BUTTON_ID}
        variant="ghost"
        // Open is shown by a ring as well as a colour.
        className="aria-expanded:bg-brand-50 aria-expanded:ring-2 aria-expanded:ring-brand-700 lg:px-3"
        aria-expanded={isOpen}
        aria-controls={isOpen ? READ_ALOUD_PANEL_ID : undefined}
        onPress={onToggle}
        // Someone pointing at it is likely to open it: start the download a moment early.
        onHoverStart={() => void loadPanel().catch(() => undefined)}
        // react-aria's Button passes only the ARIA attributes it knows, and aria-keyshortcuts is not one of them:
        // the shortcut goes on the element it renders, so it is in the server's markup too (decision 025).
        render={(props) => <button {...props} aria-keyshortcuts={READ_ALOUD_SHORTCUT} />}
      >
        <SpeakerIcon />
        {/* Shortened, the rest stays for screen readers: the name is "Read aloud", with what is seen (WCAG 2.5.3). */}
        <span>
          Read <span className={isShortOnLaptop ? 'lg:max-xl:sr-only' : undefined}>aloud</span>
        </span>
      </Button>
      <Tooltip
        placement="bottom"
        offset={6}
        className="max-w-[calc(100vw-1rem)] rounded-md bg-slate-900 px-3 py-2 text-sm font-semibold text-white shadow-lg"
      >
        Shortcut: {READ_ALOUD_SHORTCUT.replaceAll('+', ' + ')}
      </Tooltip>
    </TooltipTrigger>
  );
}

const LOAD_FAILED = 'Read aloud could not open. Check your connection, then try again.';

/**
 * Where the panel goes in the page: under the header, in the flow of the page (it pushes the content down,
 * never covers it). Its code loads on first open. Escape inside it closes it (the focus goes back to the
 * header button: useReadAloudPanel does that when the focus was in the panel).
 */
export function ReadAloudPanelSlot({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  // A new lazy component after a failed download: React keeps a failed one failed.
  const [Panel, setPanel] = useState(() => lazy(loadPanel));
  const [hasFailed, setHasFailed] = useState(false);
  const handleKeyDown = useEscapeToClose({ isOpen, onClose });

  if (!isOpen) return null;
  if (hasFailed) {
    return (
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div id={READ_ALOUD_PANEL_ID} onKeyDown={handleKeyDown} className="border-b-2 border-slate-200 bg-slate-50">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3">
          <p role="alert" className="font-semibold text-red-900">
            <span aria-hidden="true">⚠ </span>
            {LOAD_FAILED}
          </p>
          <Button
            variant="secondary"
            onPress={() => {
              setPanel(() => lazy(loadPanel));
              setHasFailed(false);
            }}
          >
            Try again
          </Button>
        </div>
      </div>
    );
  }
  return (
    // Escape is handled on this wrapper so it works from any control of the panel.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={handleKeyDown} className="contents">
      <LoadBoundary onError={() => setHasFailed(true)}>
        <Suspense fallback={null}>
          <Panel onClose={onClose} />
        </Suspense>
      </LoadBoundary>
    </div>
  );
}
