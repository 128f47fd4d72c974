import {
  accessErrors,
  endpointName,
  errorResponses,
  UPLOAD_MESSAGES,
  type EndpointDeclaration,
} from '@kakayahan/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  LogLevel,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { z } from 'zod';
import { accessHook } from '../auth/access-hook.js';
import type { AuthUser } from '../auth/session.service.js';
import { acceptEmptyJsonBody } from '../http-body.js';
import { acceptOnlyFormUploads, requireMultipartForm } from '../uploads/multipart-upload.js';
import { answerFromMemory, isHotRead, storeAnswer } from './hot-answers.js';
import { revalidateAnswer } from './revalidate.js';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a route handler receives: the validated inputs, the caller, and the raw request and reply. */
export interface EndpointCall<E extends EndpointDeclaration> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  /** The validated JSON body (multipart forms are read from `request` by the handler). */
  body: E['bodyKind'] extends 'json' ? Out<E['body']> : undefined;
  /** The signed-in person; null only where the declaration lets anyone call. */
  actor: E['access'] extends 'anyone' | 'signed link' ? AuthUser | null : AuthUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * The handler's answer: the success payload (checked against the declaration on the way out), or the reply
 * when the handler sent it itself (bytes, or one of the declaration's `otherStatuses`).
 */
export type EndpointAnswer<E extends EndpointDeclaration> = E['response'] extends z.ZodType
  ? z.input<E['response']> | FastifyReply
  : FastifyReply;

export interface RouteExtras {
  /** Per-route rate limit (see platform/http-security.ts). */
  rateLimit?: RateLimitOptions;
  /** Hooks that run after the access check and before validation (e.g. normalising a query). */
  preValidation?: preValidationHookHandler[];
  /** Multipart routes: the 415 message for a body that is not a form. */
  notMultipartMessage?: string;
  /** The route's own log level (e.g. `warn` for health probes: no line per request at `info`). */
  logLevel?: LogLevel;
}

/** A declared endpoint bound to its handler: what a feature's routes file hands to `registerEndpoints`. */
export interface EndpointRoute {
  declaration: EndpointDeclaration;
  handler: (call: EndpointCall<EndpointDeclaration>) => unknown;
  extras: RouteExtras;
}

/** Binds a handler to a declaration, type-checking the handler's inputs and answer against it. */
export function route<const E extends EndpointDeclaration>(
  declaration: E,
  handler: (call: EndpointCall<E>) => Promise<EndpointAnswer<E>> | EndpointAnswer<E>,
  extras: RouteExtras = {},
): EndpointRoute {
  return { declaration, handler: handler, extras };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract declaration a route was registered from (every /api/ route has one). */
    endpoint?: EndpointDeclaration;
  }
}

/**
 * Query schemas that carry an OpenAPI id would be written as a $ref, from which the docs generator cannot
 * read query parameters; a new object over the same fields validates the same and is written inline.
 */
function inlineQuery(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodObject && z.globalRegistry.has(schema) ? z.object(schema.shape) : schema;
}

function routeOptions(route: EndpointRoute): RouteOptions {
  const { declaration: d, extras } = route;
  if (d.revalidate && d.method !== 'GET') throw new Error(`${endpointName(d)}: only a GET answer can be revalidated`);
  const errors = [...new Set([...accessErrors(d.access), ...(d.errors ?? [])])].sort((a, b) => a - b);
  const response = d.response;
  const success =
    response === 'bytes'
      ? {}
      : Object.fromEntries([d.status ?? 200, ...(d.otherStatuses ?? [])].map((status) => [status, response]));
  const isMultipart = d.bodyKind === 'multipart';
  const preValidation: preValidationHookHandler[] = [accessHook(d.access), ...(extras.preValidation ?? [])];
  if (isMultipart) preValidation.push(requireMultipartForm(extras.notMultipartMessage ?? UPLOAD_MESSAGES.notMultipart));
  const signedIn = d.access !== 'anyone' && d.access !== 'signed link';
  const isHot = isHotRead(d);
  return {
    method: d.method,
    url: d.path,
    preValidation,
    // A visitor's hot read may be answered from memory (decision 029), after the access check and validation.
    ...(isHot ? { preHandler: [answerFromMemory] } : {}),
    // Before compression's own onSend (added when the route is registered), so the tag is the JSON's; the
    // answer is stored first, as the handler made it.
    ...(d.revalidate || isHot
      ? { onSend: [...(isHot ? [storeAnswer] : []), ...(d.revalidate ? [revalidateAnswer] : [])] }
      : {}),
    config: { endpoint: d, ...(extras.rateLimit ? { rateLimit: extras.rateLimit } : {}) },
    ...(extras.logLevel ? { logLevel: extras.logLevel } : {}),
    schema: {
      tags: [d.tag],
      summary: d.summary,
      ...(d.description ? { description: d.description } : {}),
      ...(signedIn ? { security: [{ token: [] }] } : {}),
      ...(d.params ? { params: d.params } : {}),
      ...(d.query ? { querystring: inlineQuery(d.query) } : {}),
      // A multipart form's schema documents its fields; the handler reads and checks the stream itself.
      ...(d.body ? { body: isMultipart ? d.body.nullish() : d.body } : {}),
      ...(isMultipart ? { consumes: ['multipart/form-data'] } : {}),
      response: { ...success, ...errorResponses(...errors) },
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = await route.handler({
        params: request.params as never,
        query: request.query,
        body: (d.bodyKind === 'json' ? request.body : undefined) as never,
        actor: request.user as never,
        request,
        reply,
      });
      // A reply is thenable (awaiting it waits for the send), so whether the handler sent the answer itself
      // is read from the reply, not from what the handler returned.
      if (reply.sent) return reply;
      return reply.code(d.status ?? 200).send(answer);
    },
  };
}

/** Whether a JSON body may be left out altogether (an optional body, e.g. an admin's reason). */
function isBodyOptional(declaration: EndpointDeclaration): boolean {
  return declaration.bodyKind === 'json' && (declaration.body?.safeParse(undefined).success ?? true);
}

/**
 * Registers declared routes. A route without a JSON body, or whose JSON body is optional, gets its own
 * scope in which an empty JSON body counts as none (clients send `Content-Type: application/json` with
 * nothing after it); a form upload gets a scope in which any other body answers 415 with its message.
 */
export function registerEndpoints(app: FastifyInstance, routes: readonly EndpointRoute[]): void {
  for (const route of routes) {
    const { bodyKind } = route.declaration;
    if (bodyKind === 'json' && !isBodyOptional(route.declaration)) {
      app.route(routeOptions(route));
      continue;
    }
    // An async plugin, so a route the guard refuses fails the start instead of leaving it waiting.
    void app.register(async (scope) => {
      if (bodyKind === 'multipart') acceptOnlyFormUploads(scope, route.extras.notMultipartMessage);
      else acceptEmptyJsonBody(scope);
      scope.route(routeOptions(route));
      return Promise.resolve();
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every declared endpoint this app registered, in order (the access tests walk them). */
    declaredEndpoints: readonly EndpointDeclaration[];
  }
}

/**
 * Keeps the list of registered endpoints, and refuses, at start-up, any /api/ route registered without a
 * declaration: access is checked from the declaration, so a route without one would have no rule. Call it
 * before any route is registered.
 */
export function guardDeclaredRoutes(app: FastifyInstance): void {
  const declared: EndpointDeclaration[] = [];
  app.decorate('declaredEndpoints', declared);
  app.addHook('onRoute', (options) => {
    if (options.method === 'HEAD') return;
    const endpoint = options.config?.endpoint;
    if (endpoint) {
      if (endpoint.path !== options.url) throw new Error(`${endpointName(endpoint)} registered at ${options.url}`);
      declared.push(endpoint);
      return;
    }
    if (options.url.startsWith('/api/') && !options.url.startsWith('/api/docs')) {
      throw new Error(`${String(options.method)} ${options.url} has no endpoint declaration in packages/contracts`);
    }
  });
}
