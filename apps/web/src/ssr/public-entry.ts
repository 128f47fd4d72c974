/**
 * The only script a visitor's first view of a public page loads (decision 025). The page works without
 * it: links are links and searches are forms. What needs the app (the read-aloud panel and its shortcut,
 * the assistant, any other button) wakes it on first use: the app's code loads, hydrates the page that is
 * already there (the same nodes, so nothing moves and focus stays), and the click or key press is replayed.
 * A search or filter form marked as a plain GET form (plain-get-form.ts: /jobs, /job-fairs) is the
 * exception: its fields do not wake the app and the browser sends it, the server answering with the page.
 * Someone signed in on this browser gets the app at once.
 */
import { isReadAloudShortcut } from '../features/read-aloud/read-aloud-shortcut';
import { parseReadAloudSettings, readAloudSettingsKey } from '../features/read-aloud/read-aloud-settings';
import { hasStoredToken, setSignedInHint } from '../lib/session';

const BUSY_STATUS_ID = 'kj-app-loading';

/** The status region is only heard while the app loads; a failure is also seen, where the assistant says its own. */
const HEARD_ONLY = 'sr-only';
const SEEN_TOO =
  'fixed right-4 bottom-20 z-40 max-w-[calc(100vw-2rem)] rounded-md border-l-4 border-red-700 bg-red-50 px-3 py-2 ' +
  'text-sm font-semibold text-red-900 shadow-lg';

const LOAD_FAILED = 'This part of the page could not load. Check your connection and try again.';

/** Whether the app started (false: its code could not load; the next use tries again). */
let starting: Promise<boolean> | null = null;

/**
 * How the person last used the page: keys or a pointer. The app, which was not there to see it, is told when
 * it wakes (a keyboard user gets the focus ring and the read-aloud shortcut's hint on the focused control).
 */
let lastInput: 'keyboard' | 'pointer' | null = null;

/** Whether the app is woken only by keyboard focus (no click, key or form to replay): it is told of the focus. */
let isWokenByFocus = false;

function say(text: string, { isFailure = false } = {}): void {
  const status = document.getElementById(BUSY_STATUS_ID);
  if (!status) return;
  status.className = isFailure ? SEEN_TOO : HEARD_ONLY;
  status.textContent = text;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

function isTextField(target: EventTarget | null): target is TextField {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !/^(?:checkbox|radio|file)$/u.test(target.type);
}

/**
 * The last value typed into each field while the app loads and hydrates: typing goes on during that time, so
 * a copy taken when the app's code arrived would put an older value back over newer keystrokes.
 */
const typedWhileLoading = new Map<TextField, string>();

function onInput(event: Event): void {
  if (isTextField(event.target)) typedWhileLoading.set(event.target, event.target.value);
}

/** What was typed into the page's fields before the app was there, the latest value of each. */
function typedValues(): [TextField, string][] {
  const fields = [...document.querySelectorAll<TextField>('input, textarea')].filter(isTextField);
  const typed = new Map<TextField, string>(
    fields.filter((field) => field.value !== field.defaultValue).map((field) => [field, field.value]),
  );
  for (const [field, value] of typedWhileLoading) typed.set(field, value);
  return [...typed];
}

/**
 * Hydration gives each field the value the app holds (empty): what the person typed goes back in, through an
 * input event the app hears like their own typing (the native setter, so React sees a change).
 */
function restore(typed: [TextField, string][]): void {
  for (const [field, value] of typed) {
    if (!field.isConnected || field.value === value) continue;
    const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

function wake(): Promise<boolean> {
  if (!starting) {
    say('Loading…');
    starting = import('../main')
      .then(async ({ startApp }) => {
        const typed = new Map(typedValues());
        await startApp({ isKeyboardInUse: lastInput === 'keyboard', isFocusToBeTold: isWokenByFocus });
        // What was typed while the app started (heard by the input listener, still on) is newer than the copy.
        for (const [field, value] of typedWhileLoading) typed.set(field, value);
        restore([...typed]);
      })
      .then(() => {
        // From here on the app answers every click, key and form itself. Until now this script held them
        // (a form sent while the app loads is sent again, by the app, not by the browser as a plain form).
        stopListening();
        say('');
        return true;
      })
      .catch(() => {
        starting = null;
        say(LOAD_FAILED, { isFailure: true });
        return false;
      });
  }
  return starting;
}

/**
 * Whether the browser may send a form itself: marked as a plain GET form (plain-get-form.ts; the attribute is
 * written out here so that module does not become a file of its own in the first view), GET, no password.
 */
export function isPlainGetForm(form: HTMLFormElement | null): form is HTMLFormElement {
  return (
    form !== null &&
    form.hasAttribute('data-plain-get-form') &&
    form.method === 'get' &&
    form.querySelector('input[type="password"]') === null
  );
}

/** The form a control belongs to (its `form` attribute or its ancestor), or null. */
function formOf(element: Element): HTMLFormElement | null {
  if (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) return element.form;
  if (element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) return element.form;
  return element.closest('form');
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest('button') : null;
  if (!target) return;
  // The submit button of a plain GET form: its submit event decides (onSubmit), so nothing is held here.
  if (target.type === 'submit' && isPlainGetForm(target.form)) return;
  event.preventDefault();
  event.stopPropagation();
  isWokenByFocus = false;
  void wake().then((started) => {
    // Hydration keeps the nodes: the same button now has the app's handler. Markup changed before the app woke
    // (a translation extension, say) makes React render afresh: then the button with the same id is pressed.
    const pressed = target.isConnected ? target : target.id ? document.getElementById(target.id) : null;
    if (started && pressed instanceof HTMLElement) pressed.click();
  });
}

function onKeyDown(event: KeyboardEvent): void {
  lastInput = 'keyboard';
  if (!isReadAloudShortcut(event)) return;
  event.preventDefault();
  isWokenByFocus = false;
  const replay = new KeyboardEvent('keydown', event);
  void wake().then((started) => started && document.dispatchEvent(replay));
}

function onPointerDown(): void {
  lastInput = 'pointer';
}

/**
 * A form field in use: the app wakes while the person types, so the field is the app's when they are done.
 * Not a plain GET form's field (a search, a filter): the browser sends that form itself, so reaching its
 * search box never downloads the app. A control with a keyboard shortcut reached by keyboard: the app wakes
 * to show the shortcut's hint, which is shown to keyboard users on focus (the read-aloud button's
 * "Shortcut: Alt + Shift + R").
 */
function onFocusIn(event: FocusEvent): void {
  if (!(event.target instanceof Element)) return;
  if (event.target.matches('input, select, textarea')) {
    if (!isPlainGetForm(formOf(event.target))) void wake();
  } else if (lastInput === 'keyboard' && event.target.matches('[aria-keyshortcuts]')) {
    isWokenByFocus = starting === null;
    void wake();
  }
}

/**
 * A form sent before the app is there: it is sent again once the app can take it. A plain GET form (a search
 * or filter whose answer the server renders) is sent by the browser while the app sleeps; while the app is
 * already loading it waits and goes through the app (no new page), or through the browser if the app could
 * not load. Any other form (a sign-in) is never sent by the browser: it waits for the app.
 */
function onSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const isPlain = isPlainGetForm(form);
  if (isPlain && starting === null) return;
  event.preventDefault();
  event.stopPropagation();
  isWokenByFocus = false;
  const submitter = event.submitter;
  void wake().then((started) => {
    if (!form.isConnected) return;
    // submit() sends the form as it is, without another submit event (the submit buttons here carry no value).
    if (started) form.requestSubmit(submitter instanceof HTMLElement && submitter.isConnected ? submitter : null);
    else if (isPlain) form.submit();
  });
}

const LISTENERS = [
  ['click', onClick],
  ['keydown', onKeyDown],
  ['pointerdown', onPointerDown],
  ['input', onInput],
  ['focusin', onFocusIn],
  ['submit', onSubmit],
] as const;

function listen(): void {
  for (const [type, listener] of LISTENERS)
    document.addEventListener(type, listener as EventListener, { capture: true });
}

function stopListening(): void {
  for (const [type, listener] of LISTENERS) {
    document.removeEventListener(type, listener as EventListener, { capture: true });
  }
}

function readAloudWasOpen(): boolean {
  try {
    return parseReadAloudSettings(localStorage.getItem(readAloudSettingsKey(null))).isOpen;
  } catch {
    return false;
  }
}

if (hasStoredToken()) {
  // Signed in here but the server did not know (the hint cookie was missing): the app renders their page.
  setSignedInHint(true);
  void wake();
} else if (readAloudWasOpen()) {
  // The visitor keeps the read-aloud panel open from page to page: it opens here too.
  void wake();
} else {
  listen();
}
