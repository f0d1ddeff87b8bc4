import { apiErrorSchema } from '@ante/core';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, FastifySerializerCompiler } from 'fastify';
import {
  jsonSchemaTransform,
  ResponseSerializationError,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { ZodError, type z } from 'zod';
import { asyncApiDocument } from './asyncapi';
import { SESSION_COOKIE } from './session';

/**
 * Every route's contract is the zod schemas of `@ante/core`, which the web app parses
 * its answers with too. A route is defined once in core (`defineRoute`: method, path,
 * schemas, login, retry-safety, rate limit) and registered against that definition,
 * which puts the schemas in the route's options (lib/register-route.ts):
 *
 *   register(app, walletApi.sendTip, async (request, _reply, auth) => ...)
 *
 * Every route is registered that way, the multipart uploads and the document download
 * too (their definitions say `multipart` and `file`).
 *
 * - `params`, `querystring` and `body` are checked before the handler runs, which then
 *   reads them typed and parsed (defaults filled in, text trimmed). A failure is the
 *   400 `{message, code: 'VALIDATION', field}` that core's `describeZodIssue` words
 *   (http-errors.ts maps it), the same answer `parseInput` gives for what only the
 *   handler can check (a game's own parameters).
 * - A route that needs a login says so in its definition (`auth: 'player'`, or staff or
 *   admin): a logged-out request is refused (401) before its input is read, and the
 *   handler gets the account typed.
 * - `response` names the body of each success status. The reply is encoded through it
 *   (fastify-type-provider-zod): a key the schema does not name is dropped, so nothing
 *   private leaves by accident, and a missing or mistyped field is an error.
 *
 * What a mismatch does: outside production (tests, development) a body that fails its
 * schema, or that carries a key the schema would drop, is a 500 whose log entry names
 * the route and the problem, so the test that produced it fails. In production a key
 * the schema does not name is dropped silently (the check costs a second walk of every
 * body), and a missing or mistyped field is still a 500, logged at error level: the web
 * app parses every answer with the same schema, so it could not have used that body.
 *
 * Encoding through zod costs about a hundredth of the server's CPU on the bet path
 * (measured with bench/bets.mjs and a CPU profile: serialising went from 0.2 % to 1 %
 * of busy time), so no route needs fast-json-stringify's compiled serialiser, which
 * would also leave the dropped-key check and the zod error report behind.
 *
 * Every route with a response schema also gets the error body for 4XX and 5XX, a tag
 * (the path's first segment) and, when it needs a login, the session cookie as its
 * security, so the OpenAPI document (`/api/openapi.json`, generated from these
 * schemas, read at `/api/docs`) says all of it without the routes repeating it.
 */
export async function installApiContracts(api: FastifyInstance, options: { strict: boolean }): Promise<void> {
  api.setValidatorCompiler(validatorCompiler);
  api.setSerializerCompiler(options.strict ? strictSerializerCompiler : serializerCompiler);

  api.addHook('onRoute', (route) => {
    const schema: FastifySchema = route.schema ?? {};
    if (!schema.response) return;
    const routeAuth = route.config?.auth;
    const loggedIn = routeAuth !== undefined && routeAuth !== 'public';
    route.schema = {
      tags: [route.url.split('/')[2] ?? 'api'],
      ...(loggedIn ? { security: [{ session: [] }] } : {}),
      ...schema,
      response: { '4xx': apiErrorSchema, '5xx': apiErrorSchema, ...(schema.response as object) },
    };
  });

  await api.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Ante API',
        version: '1',
        description:
          'The casino API, generated from the zod contracts in @ante/core. Money amounts are decimal strings; every error is `{message, code, field?}`. The socket at /feeds/websocket and the payload of each of its feeds are described by the AsyncAPI document at /api/asyncapi.json.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI from the plugin's own copy of its files: the page needs no CDN.
  // The page links its files by absolute path, so it must know the prefix it is mounted under.
  // Each tag opens on a click: with every operation of the API expanded at once, Swagger
  // UI stopped drawing part way down the page (seen at about 130 operations).
  await api.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    indexPrefix: api.prefix,
    uiConfig: { docExpansion: 'none' },
  });
  api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());
  // The socket's messages and feed payloads, from the same core schemas (asyncapi.ts).
  const socketDocument = asyncApiDocument();
  api.get('/asyncapi.json', { schema: { hide: true } }, async () => socketDocument);
}

/**
 * The library's serializer, plus the check that encoding dropped nothing: a key the
 * handler returned and the schema does not name means the contract is out of date.
 */
const strictSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const serialize = serializerCompiler(route);
  return (data) => {
    const json = serialize(data);
    const path = droppedKey(data, JSON.parse(json));
    if (path) {
      const key = String(path.at(-1));
      const issue = { code: 'unrecognized_keys' as const, keys: [key], path: path.slice(0, -1), input: data };
      throw new ResponseSerializationError(route.method, route.url, {
        cause: new ZodError([{ ...issue, message: `${key} is not in the response schema` }]),
      });
    }
    return json;
  };
};

/** The path to the first key in `data` that `encoded` lacks, or null when there is none. */
function droppedKey(data: unknown, encoded: unknown): Array<string | number> | null {
  if (Array.isArray(data)) {
    if (!Array.isArray(encoded)) return null;
    for (const [index, item] of data.entries()) {
      const found = droppedKey(item, encoded[index]);
      if (found) return [index, ...found];
    }
    return null;
  }
  if (!isPlainObject(data) || !isPlainObject(encoded)) return null;
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    if (!(key in encoded)) return [key];
    const found = droppedKey(value, encoded[key]);
    if (found) return [key, ...found];
  }
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}
