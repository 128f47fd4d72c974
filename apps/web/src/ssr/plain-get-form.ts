/**
 * The mark of a search or filter form that the browser may send by itself before the app is there (decision
 * 025, waking rules): a GET form whose answer is a page the server renders (/jobs, /job-fairs). Using its
 * fields does not wake the app, and sending it before the app woke loads the answer as a new page. Only forms
 * that carry this mark, are GET and hold no password are let through (isPlainGetForm in public-entry.ts, which
 * spells the attribute out: importing this module there would add a file to a visitor's first view; its test
 * checks they agree). Every other form still wakes the app and is sent by it, never by the browser.
 */
export const PLAIN_GET_FORM_ATTRIBUTE = 'data-plain-get-form';

/** The attributes that make a <form> one the browser may send itself (spread them on the form). */
export const plainGetFormProps = { method: 'get', [PLAIN_GET_FORM_ATTRIBUTE]: '' } as const;
