import { READ_ALOUD_PANEL_ID } from './read-aloud-texts';

/** Input types that are buttons or invisible, not fields a person fills in. */
const NOT_FIELD_INPUT_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

const FIELD_ROLES = new Set([
  'textbox',
  'searchbox',
  'combobox',
  'spinbutton',
  'slider',
  'checkbox',
  'radio',
  'switch',
]);

/** Whether the element is a field Speak Input can read: a form control, an editable area, or one by its role. */
export function isReadableField(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement)) return false;
  if (element instanceof HTMLInputElement) return !NOT_FIELD_INPUT_TYPES.has(element.type);
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element.isContentEditable || element.getAttribute('contenteditable') === 'true') return true;
  return FIELD_ROLES.has(element.getAttribute('role') ?? '');
}

/** Text a person selected, kept for Read Selection. */
export interface RememberedSelection {
  /** The selected ranges of the page (none for text selected inside a text field). */
  readonly ranges: readonly Range[];
  readonly text: string;
  readonly lang: string;
}

let lastField: HTMLElement | null = null;
let lastSelection: RememberedSelection | null = null;
let trackers = 0;

function isInPanel(node: Node | null): boolean {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return Boolean(element?.closest(`#${READ_ALOUD_PANEL_ID}`));
}

function langAt(node: Node | null): string {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return element?.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang || 'en';
}

/** Text selected inside a text field (browsers keep it apart from the page's selection); never a password. */
function textFieldSelection(element: Element | null): RememberedSelection | null {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return null;
  if (element instanceof HTMLInputElement && element.type === 'password') return null;
  let start: number | null;
  let end: number | null;
  try {
    ({ selectionStart: start, selectionEnd: end } = element);
  } catch {
    // Inputs without text selection (type=email in some browsers) throw.
    return null;
  }
  if (start === null || end === null || start === end) return null;
  return { ranges: [], text: element.value.slice(start, end), lang: langAt(element) };
}

/** The selection on the page now, outside the panel; null when nothing is selected. */
export function currentSelection(): RememberedSelection | null {
  const inField = textFieldSelection(document.activeElement);
  if (inField) return inField;
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0 || isInPanel(selection.anchorNode)) return null;
  const ranges = Array.from({ length: selection.rangeCount }, (_, i) => selection.getRangeAt(i).cloneRange());
  return { ranges, text: selection.toString(), lang: langAt(selection.anchorNode) };
}

function handleFocusIn(event: FocusEvent): void {
  const target = event.target;
  if (target instanceof Element && !isInPanel(target) && isReadableField(target)) lastField = target;
}

function handleSelectionChange(): void {
  const selection = currentSelection();
  if (selection) {
    lastSelection = selection;
    return;
  }
  // Pressing a panel button can clear the selection (touch screens do): what was selected is still wanted.
  const pageSelection = document.getSelection();
  if (isInPanel(document.activeElement) || isInPanel(pageSelection?.anchorNode ?? null)) return;
  lastSelection = null;
}

/**
 * Follows what Speak Input and Read Selection act on while the person uses the page: the last field that had
 * the focus and the last text selected, both outside the panel (pressing a panel button moves the focus and
 * may clear the selection). Starts with the header, before the panel's code is loaded. Returns the stop.
 */
export function trackPageContext(): () => void {
  if (trackers === 0) {
    document.addEventListener('focusin', handleFocusIn, true);
    document.addEventListener('selectionchange', handleSelectionChange, true);
    document.addEventListener('select', handleSelectionChange, true);
  }
  trackers += 1;
  return () => {
    trackers -= 1;
    if (trackers > 0) return;
    document.removeEventListener('focusin', handleFocusIn, true);
    document.removeEventListener('selectionchange', handleSelectionChange, true);
    document.removeEventListener('select', handleSelectionChange, true);
  };
}

/** The last field that had the focus, if it is still on the page. */
export function lastFocusedField(): HTMLElement | null {
  return lastField?.isConnected ? lastField : null;
}

/** The selection Read Selection reads: the one on the page now, or the last one made before a panel button was pressed. */
export function selectionToRead(): RememberedSelection | null {
  return currentSelection() ?? lastSelection;
}
