import { ApiError, GENERIC_ERROR } from './api-client';

/** A message about one field of a form, by the field's name (its control's `name` attribute). */
export interface FieldMessage {
  name: string;
  message: string;
}

/** One problem in an error summary: the field it is about, the field's label and the message. */
export interface ErrorSummaryItem extends FieldMessage {
  label: string;
}

/** What an error summary shows for a failed submit. */
export interface ErrorSummaryContent {
  title: string;
  /** A sentence under the title, when the title is fixed (see FailureMessages.title). */
  detail?: string | undefined;
  /** The problems on fields, in the order of the fields on screen. */
  items: ErrorSummaryItem[];
  /** The server's machine-readable reason (e.g. 'email_unverified'), for a form that offers a way out. */
  code?: string | undefined;
}

/** How a screen words a failed call; the spec gives each screen its own texts. */
export interface FailureMessages {
  /** When the server answered with an error but no message of its own. */
  failed: string;
  /** When the server could not be reached, or something unexpected broke; GENERIC_ERROR by default. */
  network?: string | undefined;
  /** A fixed title for every failure (the admin sign-in's 'Authentication failed'); the message goes under it. */
  title?: string | undefined;
  /**
   * What goes under a fixed title: the failure's message (default), or only the server's explanation of
   * a refused request (a 4xx naming no field). The job form's title already says the save failed; a lost
   * connection or a fault on the server adds nothing the employer can act on.
   */
  detail?: 'message' | 'refusal' | undefined;
}

/**
 * The message of a failed call: the server's own words, else `failed`; a network failure never shows a
 * technical message, only `network` (or the app's generic one).
 */
export function failureMessage(error: unknown, messages: FailureMessages): string {
  if (!(error instanceof ApiError) || error.isNetworkError) return messages.network ?? GENERIC_ERROR;
  return error.isServerMessage && error.message ? error.message : messages.failed;
}

/** The server's explanation of a refused request (a 4xx), or null: a 5xx's message helps no one fix a form. */
function refusalExplanation(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.isServerMessage || !error.message) return null;
  return error.status >= 400 && error.status < 500 ? error.message : null;
}

/** The title and detail of a failed call; `placed` are the field messages already shown on their fields. */
export function failureText(
  error: unknown,
  messages: FailureMessages,
  placed: readonly FieldMessage[],
): Pick<ErrorSummaryContent, 'title' | 'detail'> {
  // A request that got no answer: the screen's own words stay, and the connection is named in plain
  // words under them (offline, or the server out of reach; what was typed is kept).
  if (error instanceof ApiError && error.isNetworkError) {
    const connection = error.message;
    if (messages.title === undefined) return { title: failureMessage(error, messages), detail: connection };
    if (messages.detail === 'refusal') return { title: messages.title, detail: connection };
    return { title: messages.title, detail: `${failureMessage(error, messages)} ${connection}` };
  }
  if (messages.title === undefined) return { title: failureMessage(error, messages) };
  if (messages.detail !== 'refusal') return { title: messages.title, detail: failureMessage(error, messages) };
  const explanation = placed.length === 0 ? refusalExplanation(error) : null;
  return { title: messages.title, detail: explanation ?? undefined };
}

/** The field a server message is about: its own name, or its first segment ('tags.2' is about 'tags'). */
function fieldOf(serverName: string, names: ReadonlySet<string>): string | null {
  if (names.has(serverName)) return serverName;
  const head = serverName.split('.')[0] ?? '';
  return names.has(head) ? head : null;
}

/**
 * The server's messages about the fields `names` (the first per field, in the order of `names`). The
 * forms use the contract's field names, so the server's names are the form's. An answer of a status in
 * `statusFields` that names no field is about that field (a refused logo comes back as a bare 415).
 */
export function serverFieldMessages(
  error: unknown,
  names: readonly string[],
  statusFields: Readonly<Partial<Record<number, string>>> = {},
): FieldMessage[] {
  if (!(error instanceof ApiError) || error.isNetworkError) return [];
  const known = new Set(names);
  const found = new Map<string, string>();
  for (const [serverName, message] of Object.entries(error.fields)) {
    const name = fieldOf(serverName, known);
    if (name !== null && message && !found.has(name)) found.set(name, message);
  }
  const statusField = statusFields[error.status];
  if (found.size === 0 && statusField !== undefined && known.has(statusField) && error.message) {
    found.set(statusField, error.message);
  }
  return names.flatMap((name) => {
    const message = found.get(name);
    return message === undefined ? [] : [{ name, message }];
  });
}

type FieldErrorMessages = Partial<Record<string, { message?: unknown } | undefined>>;

/** The messages of react-hook-form's errors for the fields `names`, in that order. */
export function invalidFieldMessages(errors: FieldErrorMessages, names: readonly string[]): FieldMessage[] {
  return names.flatMap((name) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message !== '' ? [{ name, message }] : [];
  });
}

/** Messages in the order of `order` (the fields on screen), one per field; names not in it come last. */
export function inScreenOrder(messages: readonly FieldMessage[], order: readonly string[]): FieldMessage[] {
  const rank = (name: string) => {
    const index = order.indexOf(name);
    return index === -1 ? order.length : index;
  };
  const unique = messages.filter((item, index) => messages.findIndex((other) => other.name === item.name) === index);
  return unique.sort((a, b) => rank(a.name) - rank(b.name));
}

/** Summary items for the messages whose field has a label; a field without one is marked but not listed. */
export function summaryItemsOf(
  messages: readonly FieldMessage[],
  labels: Readonly<Partial<Record<string, string>>>,
): ErrorSummaryItem[] {
  return messages.flatMap(({ name, message }) => {
    const label = labels[name];
    return label === undefined ? [] : [{ name, label, message }];
  });
}
