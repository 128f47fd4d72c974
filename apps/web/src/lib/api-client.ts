import {
  endpointUrl,
  errorResponseSchema,
  type EndpointBody,
  type EndpointDeclaration,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResult,
} from '@kakayahan/contracts';
import type { z } from 'zod';
import { connectionProblem } from './connection';
import { clearSession, getSession, setAccountStatus } from './session';

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

/**
 * A failed API call, carrying the server's human message, or for a request that got no answer (status
 * 0) the plain words of connection.ts: offline, or the server out of reach.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly fields: Record<string, string> = {},
    public readonly code?: string,
    /** True when the message is the server's own (not a fallback chosen here). */
    public readonly isServerMessage = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded, except a FormData (files), which is sent as multipart. */
  body?: unknown;
  /** The contract schema of the answer; the answer is checked against it. */
  schema: S;
  /** Send the stored token (default true when one exists). */
  auth?: boolean;
  signal?: AbortSignal;
}

/** A checked answer together with the response's headers (for the few calls that read one). */
export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

/**
 * Calls the API with the contract's `Authorization: Token …` header and checks the answer with its zod
 * schema, also handing back the response headers (for example the list total, x-total-count). A 401 on a
 * signed-in call means the session ended: it is forgotten, and guards send the person to sign in again;
 * a 403 'pending_approval' marks the session pending, and guards send the person to My PWD ID.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

/**
 * Where API calls go. The browser calls fetch; the server that renders public pages (decision 025) sends
 * them into its own routes in process, with no network in between.
 */
export function setApiTransport(send: typeof fetch): void {
  transport = send;
}

export async function apiRequestWithHeaders<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S>,
): Promise<ApiResponse<z.infer<S>>> {
  const session = options.auth === false ? null : getSession();
  const headers: Record<string, string> = { accept: 'application/json' };
  const { body } = options;
  // A multipart body gets no content-type here: the browser writes it with the boundary.
  const encodedBody = body === undefined ? null : body instanceof FormData ? body : JSON.stringify(body);
  if (typeof encodedBody === 'string') headers['content-type'] = 'application/json';
  if (session) headers.authorization = `Token ${session.token}`;

  let response: Response;
  try {
    response = await transport(path, {
      method: options.method ?? 'GET',
      headers,
      body: encodedBody,
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError')) throw error;
    throw new ApiError(connectionProblem(), 0);
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorResponseSchema.safeParse(payload);
    if (response.status === 401 && session) clearSession();
    // The account waits for approval after all (e.g. signed in elsewhere before): guards take it to My PWD ID.
    if (response.status === 403 && session && parsed.success && parsed.data.code === 'pending_approval') {
      setAccountStatus('pending_approval');
    }
    throw parsed.success
      ? new ApiError(parsed.data.error, response.status, parsed.data.fields, parsed.data.code, true)
      : new ApiError(GENERIC_ERROR, response.status);
  }
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(GENERIC_ERROR, response.status);
  return { data: parsed.data, headers: response.headers };
}

/** Calls the API like apiRequestWithHeaders and gives only the checked answer (what almost every call needs). */
export async function apiRequest<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.infer<S>> {
  const { data } = await apiRequestWithHeaders(path, options);
  return data;
}

/**
 * The message to show for an error thrown by apiRequest (or anything else): a lost connection is said
 * as such ("You are offline…", "We can't reach…"), never as a technical message.
 */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR): string {
  if (error instanceof ApiError) return error.message || fallback;
  return fallback;
}

/** What a declared call needs: its path parameters, query and body, each only where it has them. */
export type CallInput<E extends EndpointDeclaration> = (E['params'] extends z.ZodType
  ? { params: EndpointParams<E> }
  : { params?: never }) &
  (E['query'] extends z.ZodType
    ? object extends EndpointQuery<E>
      ? { query?: EndpointQuery<E> }
      : { query: EndpointQuery<E> }
    : { query?: never }) &
  (E['bodyKind'] extends 'json'
    ? { body: EndpointBody<E> }
    : E['bodyKind'] extends 'multipart'
      ? { form: FormData }
      : { body?: never }) & {
    /** Send the stored token (default true when one exists). */
    auth?: boolean;
    signal?: AbortSignal;
  };

type CallArgs<E extends EndpointDeclaration> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

function requestOf<E extends EndpointDeclaration>(endpoint: E, input: Partial<CallInput<E>> = {}) {
  if (endpoint.response === 'bytes') throw new Error(`${endpoint.path} answers bytes: link to it instead`);
  const fields = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    form?: FormData;
  };
  return {
    path: endpointUrl(endpoint, fields.params, fields.query),
    options: {
      method: endpoint.method,
      body: fields.form ?? fields.body,
      schema: endpoint.response,
      ...(input.auth === undefined ? {} : { auth: input.auth }),
      ...(input.signal ? { signal: input.signal } : {}),
    },
  };
}

/**
 * Calls a declared endpoint of the contract (`forumApi.listPosts`, …): the address, method and body come
 * from its declaration and the answer is checked with its response schema, so a renamed path or a changed
 * payload is a type error here and on the server.
 */
export async function callApi<E extends EndpointDeclaration>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<EndpointResult<E>> {
  const { path, options } = requestOf(endpoint, input);
  return (await apiRequest(path, options as RequestOptions<z.ZodType>)) as EndpointResult<E>;
}

/** callApi, also handing back the response headers (for the list total, x-total-count). */
export async function callApiWithHeaders<E extends EndpointDeclaration>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<ApiResponse<EndpointResult<E>>> {
  const { path, options } = requestOf(endpoint, input);
  return (await apiRequestWithHeaders(path, options as RequestOptions<z.ZodType>)) as ApiResponse<EndpointResult<E>>;
}
