import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLAIN_GET_FORM_ATTRIBUTE } from './plain-get-form';
import { isPlainGetForm } from './public-entry';

// The waking rules of a visitor's public page (decision 025): which uses of a form wake the app. The public
// script registers its listeners once, when imported (above), and stops listening once the app started, so
// the tests of this file run in order on one page: first while the app sleeps, then while it loads.

let finishStarting: () => void = () => undefined;
const startApp = vi.fn(
  () =>
    new Promise<void>((resolve) => {
      finishStarting = resolve;
    }),
);
vi.mock('../main', () => ({ startApp }));

function form(html: string, attributes: Record<string, string>): HTMLFormElement {
  const element = document.createElement('form');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

const SEARCH_FIELDS =
  '<input type="search" name="q"><select name="category"><option value="">All</option></select>' +
  '<button type="submit">Search</button>';
const SIGN_IN_FIELDS =
  '<input type="email" name="email"><input type="password" name="password"><button type="submit">Sign in</button>';

/**
 * Dispatches a cancelable event and answers whether the public script held it: prevented what the browser
 * would do and kept it from the page. An event it lets through reaches the page, which here stops the
 * browser's part (jsdom has no form submission).
 */
function isHeld(target: EventTarget, event: Event): boolean {
  let reachedPage = false;
  const page = (seen: Event) => {
    reachedPage = true;
    seen.preventDefault();
  };
  document.addEventListener(event.type, page);
  target.dispatchEvent(event);
  document.removeEventListener(event.type, page);
  return !reachedPage && event.defaultPrevented;
}

const submit = () => new Event('submit', { bubbles: true, cancelable: true });
const click = () => new MouseEvent('click', { bubbles: true, cancelable: true });
const focusIn = () => new FocusEvent('focusin', { bubbles: true });

describe('which forms the browser may send itself', () => {
  it('only a marked GET form without a password field', () => {
    const marked = { [PLAIN_GET_FORM_ATTRIBUTE]: '' };
    expect(isPlainGetForm(form(SEARCH_FIELDS, { method: 'get', ...marked }))).toBe(true);
    expect(isPlainGetForm(form(SEARCH_FIELDS, { method: 'GET', ...marked }))).toBe(true);
    // A GET form that is not marked (the Help Centre's search, which answers as you type, needs the app).
    expect(isPlainGetForm(form(SEARCH_FIELDS, { method: 'get' }))).toBe(false);
    expect(isPlainGetForm(form(SEARCH_FIELDS, { method: 'post', ...marked }))).toBe(false);
    // No method is GET, the form's default.
    expect(isPlainGetForm(form(SEARCH_FIELDS, marked))).toBe(true);
    expect(isPlainGetForm(form(SIGN_IN_FIELDS, { method: 'get', ...marked }))).toBe(false);
    expect(isPlainGetForm(null)).toBe(false);
  });
});

describe('the public script on a visitor page (decision 025, waking rules)', () => {
  let search: HTMLFormElement;
  let signIn: HTMLFormElement;

  beforeAll(() => {
    document.body.replaceChildren();
    search = form(SEARCH_FIELDS, { method: 'get', action: '/jobs', [PLAIN_GET_FORM_ATTRIBUTE]: '' });
    signIn = form(SIGN_IN_FIELDS, { method: 'post', action: '/job-seeker/signin' });
  });

  afterAll(() => {
    document.body.replaceChildren();
  });

  it('leaves a plain GET form to the browser while the app sleeps: its fields and its sending wake nothing', () => {
    search.querySelector('input')?.dispatchEvent(focusIn());
    search.querySelector('select')?.dispatchEvent(focusIn());
    expect(isHeld(search.querySelector('button') ?? search, click())).toBe(false);
    expect(isHeld(search, submit())).toBe(false);
    expect(startApp).not.toHaveBeenCalled();
  });

  it('wakes the app for a sign-in form and never lets the browser send it', async () => {
    signIn.querySelector('input')?.dispatchEvent(focusIn());
    await vi.waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
    expect(isHeld(signIn, submit())).toBe(true);
  });

  it('holds a plain GET form sent while the app loads, and has the app send it once it started', async () => {
    const requestSubmit = vi.spyOn(search, 'requestSubmit').mockImplementation(() => undefined);
    const sendItself = vi.spyOn(search, 'submit').mockImplementation(() => undefined);
    const signInSent = vi.spyOn(signIn, 'requestSubmit').mockImplementation(() => undefined);
    // The submit button's click is not held: the submit event it causes is.
    expect(isHeld(search.querySelector('button') ?? search, click())).toBe(false);
    expect(isHeld(search, submit())).toBe(true);
    finishStarting();
    await vi.waitFor(() => expect(requestSubmit).toHaveBeenCalledTimes(1));
    expect(signInSent).toHaveBeenCalledTimes(1);
    expect(sendItself).not.toHaveBeenCalled();
    expect(startApp).toHaveBeenCalledTimes(1);
  });
});
