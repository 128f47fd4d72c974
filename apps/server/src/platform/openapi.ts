import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { PRODUCT_NAME } from '@kakayahan/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' zod schemas, with a readable UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1.0.0',
        description:
          'Every error answers `{ "error": "human message" }` (plus `fields` for validation). ' +
          'Signed-in calls carry `Authorization: Token <token>`.',
      },
      components: {
        securitySchemes: {
          token: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'The value is "Token " followed by the token from /api/login/.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null },
    staticCSP: true,
    // Swagger UI sets its own CSP; keep it as strict as the rest of the site (no framing, no third parties).
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(' validator.swagger.io', '')
        .replace(/\s*upgrade-insecure-requests;?/u, ''),
  });
}
