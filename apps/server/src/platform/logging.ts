import type { FastifyServerOptions } from 'fastify';

/** Where log lines go when not to standard output (tests capture them). */
export interface LogStream {
  write(line: string): void;
}

/**
 * An error as it may appear in a log line: its kind and location, never the values it was working on.
 * (A type alias, not an interface: pino's serializer type wants an index signature.)
 */
export type SerializedError = {
  type: string;
  message: string;
  /** The class and safe message, then the stack's frames (no frames for a value that is not an Error). */
  stack: string;
  code?: string;
  statusCode?: number;
  /** Database errors: what failed, by name (SQLSTATE in `code`). */
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  dataType?: string;
  routine?: string;
  cause?: SerializedError;
};

const DATABASE_NAME_FIELDS = ['severity', 'schema', 'table', 'column', 'constraint', 'dataType', 'routine'] as const;
const MAX_CAUSE_DEPTH = 3;

/**
 * The pino options of the app. Every `err` in a log line goes through `serializeError`, so no log line
 * carries a failed query's parameters (e-mail, password hash, names, disability, ID number).
 */
export function loggerOptions(logLevel: string, stream?: LogStream): FastifyServerOptions['logger'] {
  if (logLevel === 'silent' && !stream) return false;
  return {
    level: logLevel,
    redact: ['req.headers.authorization'],
    serializers: { err: serializeError },
    ...(stream ? { stream } : {}),
  };
}

/**
 * Keeps what tells an operator what went wrong (class, code, SQLSTATE, constraint, table and column
 * names, the stack's frames) and drops what the failing call was working on: drizzle's "params: …"
 * part of the message, the driver's `detail` ("Key (email)=(…) already exists"), `where`, `hint`,
 * `params` and any other property. A parameter's value quoted in a database message is masked too.
 */
export function serializeError(error: unknown): SerializedError {
  return serializeWithParams(error, collectParams(error), 0);
}

function serializeWithParams(error: unknown, params: string[], depth: number): SerializedError {
  if (!(error instanceof Error)) {
    const message = 'A value that is not an Error was thrown.';
    return { type: typeof error, message, stack: `${typeof error}: ${message}` };
  }
  const fields = error as unknown as Record<string, unknown>;
  const type = error.constructor.name || error.name || 'Error';
  const message = safeMessage(error.message, params);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /u.test(line));
  const serialized: SerializedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  if (typeof fields.code === 'string' || typeof fields.code === 'number') serialized.code = String(fields.code);
  if (typeof fields.statusCode === 'number') serialized.statusCode = fields.statusCode;
  for (const name of DATABASE_NAME_FIELDS) {
    const value = fields[name];
    if (typeof value === 'string' && value !== '') serialized[name] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    serialized.cause = serializeWithParams(error.cause, params, depth + 1);
  }
  return serialized;
}

/** The message without drizzle's "params: …" tail, and with any quoted parameter value masked. */
function safeMessage(message: string, params: string[]): string {
  let safe = message.replace(/\n?\s*params:[\s\S]*$/u, '');
  for (const value of params) safe = safe.split(`"${value}"`).join('"[redacted]"');
  return safe;
}

/** The string forms of the query parameters anywhere on the error or its causes. */
function collectParams(error: unknown): string[] {
  const found = new Set<string>();
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSE_DEPTH && current instanceof Error; depth += 1) {
    const params = (current as { params?: unknown }).params;
    if (Array.isArray(params)) {
      for (const value of params) {
        if (value === null || value === undefined) continue;
        const text = value instanceof Date ? value.toISOString() : String(value);
        if (text !== '') found.add(text);
      }
    }
    current = current.cause;
  }
  return [...found];
}
