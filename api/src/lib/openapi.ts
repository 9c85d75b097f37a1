// The OpenAPI document, generated from the routes (their schemas come from the contract). Committed as
// api/openapi.json by `pnpm --filter @bet/api openapi`; a test fails when the routes and the document differ.
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { operations } from '@bet/shared/contract';

interface ErrorResponse {
  description?: string;
  content?: Record<string, { schema?: unknown }>;
}

export function openApiOptions(publicBase: string): FastifyDynamicSwaggerOptions {
  return {
    // every error is JSON, whatever the operation answers when it succeeds (a page, a script, an image, a stream):
    // the document says so (the generator gives the 4XX the operation's own content types)
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const openapiObject = document.openapiObject;
      for (const item of Object.values(openapiObject.paths ?? {}))
        for (const operation of Object.values(item as Record<string, { responses?: Record<string, ErrorResponse> }>)) {
          const errors = operation?.responses?.['4XX'];
          if (!errors?.content || Object.keys(errors.content).join() === 'application/json') continue;
          const schema = Object.values(errors.content)[0]?.schema;
          // a page a person opens (the gateway's) may answer its error as a page too
          const page = 'text/html' in errors.content;
          errors.description = page
            ? 'An error: JSON (a sentence, with per-field sentences for forms), or for a page opened in a browser, an HTML page saying it'
            : 'An error: a sentence, with per-field sentences for forms (JSON)';
          errors.content = { 'application/json': { schema }, ...(page ? { 'text/html': { schema: { type: 'string' } } } : {}) };
        }
      return openapiObject;
    },
    // a multipart form's fields are documented as its body (the handler reads and checks the parts)
    transform: ({ schema, url, route }) => {
      const form = operations[`${String(route.method)} ${route.url}`]?.form;
      return { schema: form ? { ...schema, body: form } : schema, url };
    },
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'BetBazar api',
        version: '1.0.0',
        description:
          'Every call of the site (docs/spec.md section 7), the back office, the dev outbox and the demo payment gateway. Errors answer `{ success: false, message, errors? }`.',
      },
      servers: [{ url: publicBase }],
      components: {
        securitySchemes: {
          player: { type: 'http', scheme: 'bearer', description: "A player's session token from POST /api/login" },
          admin: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN' },
          exchange: { type: 'http', scheme: 'bearer', description: 'The exchange token from POST /api/player-login' },
        },
      },
    },
  };
}
