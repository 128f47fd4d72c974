import type { z } from 'zod';
import type { UserType } from '../constants.js';

/**
 * Who may call an endpoint, checked by the server's access hook before the body is read:
 * - `anyone`: no token needed (a token, when sent, still tells the service who calls);
 * - `signed link`: no token; the service checks an HMAC signature in the query instead;
 * - `signed in`: any signed-in role;
 * - a list of roles: only those (others get 403, anonymous callers 401);
 * - `own registration`: a job seeker, approved or still waiting for approval (their My PWD ID page);
 *   other roles get 403, anonymous callers 401, an unverified e-mail the sign-in's refusal.
 * Ownership ("your own job", "your own application") stays in the services.
 */
export type Access = 'anyone' | 'signed link' | 'signed in' | 'own registration' | readonly [UserType, ...UserType[]];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the endpoint reads from the request body. */
export type BodyKind =
  /** No body; an empty `application/json` body counts as none (the spec's client sends some calls so). */
  | 'none'
  /** A JSON object checked against `body`. */
  | 'json'
  /** A multipart form (files); `body` describes its text fields, the handler reads the stream. */
  | 'multipart';

/**
 * One API call, declared once: the server registers its route from this, the OpenAPI document is
 * generated from it, the web app's typed client builds its requests from it, and the access tests
 * enumerate it. `path` is the spec's path in Fastify's form (`/api/posts/:id/`).
 */
export interface EndpointDeclaration {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  /** One line for the API documentation. */
  readonly summary: string;
  readonly description?: string;
  /** The group in the API documentation. */
  readonly tag: string;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodType;
  readonly bodyKind: BodyKind;
  readonly body?: z.ZodType;
  /** The success status (200 unless said). */
  readonly status?: 200 | 201;
  /** Other success statuses with the same answer (create_chat: 201 new room, 200 the existing one). */
  readonly otherStatuses?: readonly (200 | 201)[];
  /** The success answer; `'bytes'` for a file answered as raw bytes (images, résumés). */
  readonly response: z.ZodType | 'bytes';
  /** The error statuses the endpoint answers beyond those its access implies (401, 403). */
  readonly errors?: readonly number[];
  /**
   * A public list readers reload often (GET only): its answer carries a validator (an ETag of the body) and
   * is revalidated on every use (`no-cache`); a request whose If-None-Match matches gets 304 without a body.
   * Anonymous answers are `public`, a signed-in caller's `private` (they may carry the caller's own state).
   */
  readonly revalidate?: true;
}

/** Declares an endpoint, keeping its literal types (the client and the server read them). */
export function endpoint<const E extends EndpointDeclaration>(declaration: E): E {
  return declaration;
}

/** The error statuses an access rule implies: anonymous callers get 401, the wrong role 403. */
export function accessErrors(access: Access): number[] {
  if (access === 'anyone' || access === 'signed link') return [];
  if (access === 'signed in') return [401];
  if (access === 'own registration') return [401, 403];
  return [401, 403];
}

type Field<S> = S extends z.ZodType ? z.input<S> : never;

/** The path parameters of an endpoint, as a caller passes them. */
export type EndpointParams<E extends EndpointDeclaration> = Field<E['params']>;
/** The query of an endpoint, as a caller passes it. */
export type EndpointQuery<E extends EndpointDeclaration> = Field<E['query']>;
/** The JSON body of an endpoint, as a caller sends it. */
export type EndpointBody<E extends EndpointDeclaration> = Field<E['body']>;
/** The checked success answer of an endpoint. */
export type EndpointResult<E extends EndpointDeclaration> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : never;

/** A path or query value as text; objects are a programming error (they have no address form). */
function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  throw new Error(`A path or query value must be a string, number or boolean, not ${typeof value}`);
}

/**
 * The address of a call: path parameters filled in (URL-encoded) and the query appended, leaving out
 * undefined, null and empty values. Throws when a path parameter is missing (a programming error).
 */
export function endpointUrl(
  declaration: Pick<EndpointDeclaration, 'path'>,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const path = declaration.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/gu, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${declaration.path}: the path parameter ${name} is missing`);
    }
    return encodeURIComponent(plainText(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) search.append(key, plainText(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** `GET /api/posts/{id}/`: how the documents, tests and logs name an endpoint. */
export function endpointName(declaration: Pick<EndpointDeclaration, 'method' | 'path'>): string {
  return `${declaration.method} ${declaration.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/gu, '{$1}')}`;
}
