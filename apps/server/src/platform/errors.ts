import type { z } from 'zod';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** An error whose message is safe and meant for the person using the product. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly extra: {
      fields?: Record<string, string>;
      headers?: Record<string, string>;
      /** A machine-readable reason a client may branch on (e.g. "email_unverified"). */
      code?: string;
    } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields ? { fields } : {});
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do that.', code?: string) =>
  new HttpError(403, message, code ? { code } : {});
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/**
 * Parses values that arrive outside Fastify's schema validation (the text fields of a multipart form)
 * with their contract schema. A failure is the same 400 the API gives everywhere: the first message as
 * `error`, and the first message of each field in `fields`.
 */
export function parseOrBadRequest<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw badRequest(parsed.error.issues[0]?.message ?? 'The form is not valid.', fields);
}

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported. Send JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty. Send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its body.',
  FST_ERR_BAD_URL: 'The address is not valid.',
};

/**
 * SQLSTATEs of text the database cannot store: 22021 (a NUL or invalid UTF-8 in `text`) and 22P05 (a NUL
 * in JSON). The contract refuses these characters in every text field; this is the backstop for any
 * value that reaches a query another way, so it is still the person's 400 and not a 500.
 */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);
export const UNSTORABLE_TEXT_MESSAGE =
  'The request contains characters that are not allowed (such as a null character). Please remove them and try again.';

function isUnstorableText(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code)) return true;
    current = current.cause;
  }
  return false;
}

function fieldMessages(validation: { instancePath: string; message?: string | undefined }[]) {
  const fields: Record<string, string> = {};
  for (const issue of validation) {
    const key = issue.instancePath.replace(/^\//u, '').replace(/\//gu, '.') || '_';
    fields[key] ??= issue.message ?? 'This value is not valid.';
  }
  return fields;
}

/**
 * One error shape for the whole API: `{ error, fields? }`. Validation errors become 400 with a message
 * per field; known client errors keep their 4xx; anything else is logged and becomes a plain 500
 * without internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.extra.headers) void reply.headers(error.extra.headers);
      return reply.code(error.statusCode).send({
        error: error.message,
        ...(error.extra.fields ? { fields: error.extra.fields } : {}),
        ...(error.extra.code ? { code: error.extra.code } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The library types this through a path eslint's resolver cannot see; the shape is documented.
      const validation: unknown = error.validation;
      const fields = fieldMessages(validation as { instancePath: string; message?: string }[]);
      const [first] = Object.entries(fields);
      // A whole-body issue is either the wrong type (zod's own "Invalid input: …") or a rule over several
      // fields written for people ("Please change the ID number or the disability type."), said as written.
      const isTypeIssue = first?.[0] === '_' && /^Invalid input\b/u.test(first[1]);
      const message = isTypeIssue
        ? `The request ${error.validationContext ?? 'body'} is missing or not an object.`
        : (first?.[1] ?? 'The request is not valid.');
      return reply.code(400).send({ error: message, fields });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ error: error.message });
    }
    if (status >= 400 && status < 500) {
      const message = FASTIFY_MESSAGES[error.code] ?? 'The request could not be processed.';
      return reply.code(status).send({ error: message });
    }
    if (isUnstorableText(error)) {
      request.log.info({ err: error }, 'text the database cannot store');
      return reply.code(400).send({ error: UNSTORABLE_TEXT_MESSAGE });
    }
    // The `err` serializer (platform/logging.ts) keeps the query's parameters and personal data out.
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });
}
