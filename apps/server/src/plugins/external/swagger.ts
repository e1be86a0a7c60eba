import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The OpenAPI 3.1 document of every TypeBox route; interactive docs at /api/docs. */
export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Lingxi API',
          version: '1.0.0',
          description: 'Every reply is the envelope { code, data, message, success }; codes 200–299 are success.',
        },
        servers: [{ url: '/' }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      // Named components (schemas with $id) instead of def-0, def-1 …
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => (typeof json.$id === 'string' ? json.$id : `def-${index}`) },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Like the site's own CSP: upgrading would break the docs on a plain-http LAN address.
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  },
  { name: 'swagger' },
);
