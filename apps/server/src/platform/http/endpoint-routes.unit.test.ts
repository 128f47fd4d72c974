import { endpoint } from '@kakayahan/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { guardDeclaredRoutes, registerEndpoints, route } from './endpoint-routes.js';

const ping = endpoint({
  method: 'GET',
  path: '/api/ping/',
  access: 'anyone',
  tag: 'Test',
  summary: 'Ping',
  bodyKind: 'none',
  response: z.object({ pong: z.boolean() }),
});

function app() {
  const instance = Fastify();
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  guardDeclaredRoutes(instance);
  return instance;
}

describe('guardDeclaredRoutes', () => {
  it('stops the start when an /api/ route has no declaration', async () => {
    const instance = app();
    expect(() => instance.get('/api/undeclared/', () => ({ ok: true }))).toThrow(
      'GET /api/undeclared/ has no endpoint declaration',
    );
    // In a plugin's scope (as most features register), the start itself fails.
    const scoped = app();
    void scoped.register(async (scope) => {
      scope.post('/api/undeclared-too/', () => ({ ok: true }));
      return Promise.resolve();
    });
    await expect(scoped.ready()).rejects.toThrow('POST /api/undeclared-too/ has no endpoint declaration');
  });

  it('keeps the declared routes it registered, and lets other paths be', async () => {
    const instance = app();
    registerEndpoints(instance, [route(ping, () => ({ pong: true }))]);
    instance.get('/media/logo.png', () => 'bytes');
    await instance.ready();
    expect(instance.declaredEndpoints).toEqual([ping]);
    const response = await instance.inject({ method: 'GET', url: '/api/ping/' });
    expect(response.json()).toEqual({ pong: true });
    await instance.close();
  });

  it('lets a handler send the answer itself (bytes, another status) without sending twice', async () => {
    const logged: string[] = [];
    const instance = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } } });
    instance.setValidatorCompiler(validatorCompiler);
    instance.setSerializerCompiler(serializerCompiler);
    guardDeclaredRoutes(instance);
    registerEndpoints(instance, [route(ping, ({ reply }) => reply.code(201).send({ pong: true }))]);
    const response = await instance.inject({ method: 'GET', url: '/api/ping/' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ pong: true });
    expect(logged.join('')).not.toContain('already sent');
    await instance.close();
  });
});
