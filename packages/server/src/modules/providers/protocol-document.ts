import {
  PROVIDER_CALLS,
  PROVIDER_ERRORS,
  PROVIDER_REQUEST_SCHEMAS,
  PROVIDER_RESPONSE_SCHEMAS,
  PROVIDER_SIGNATURE_WINDOW_SECONDS,
  providerErrorResponseSchema,
} from '@ante/core';
import { z } from 'zod';

const SUMMARIES: Record<(typeof PROVIDER_CALLS)[number], string> = {
  authenticate: 'Exchange a launch token (single use, 60 s) for a session of the player, game and currency.',
  balance:
    "The session player's balance in the session currency. The session must be live; the call extends it.",
  bet: 'Take a stake from the player into a round, exactly once per transactionId.',
  win: 'Pay a round (amount may be 0); roundClosed settles it, once. Accepted after the session expired.',
  rollback: 'Give back the stake of a bet, once; an unknown bet leaves a tombstone that refuses it later.',
};

const schemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

/**
 * The protocol's OpenAPI document, served at /api/provider/openapi.json: the five
 * callbacks with their bodies and answers, the signature header and every error code
 * with its status, all from the core schemas the server parses with
 * (docs/provider-protocol.md says the rules in words).
 */
export function providerProtocolDocument(): object {
  const errorCodes = Object.entries(PROVIDER_ERRORS)
    .map(([code, status]) => `\`${code}\` (${status})`)
    .join(', ');
  const paths = Object.fromEntries(
    PROVIDER_CALLS.map((call) => [
      `/api/provider/{providerId}/${call}`,
      {
        post: {
          operationId: `provider_${call}`,
          summary: SUMMARIES[call],
          security: [{ signature: [] }],
          parameters: [{ name: 'providerId', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(PROVIDER_REQUEST_SCHEMAS[call]) } },
          },
          responses: {
            200: {
              description: 'Done',
              content: { 'application/json': { schema: schemaOf(PROVIDER_RESPONSE_SCHEMAS[call]) } },
            },
            '4XX': {
              description: 'Refused; nothing changed',
              content: { 'application/json': { schema: schemaOf(providerErrorResponseSchema) } },
            },
          },
        },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ante seamless-wallet protocol',
      version: '1',
      description: [
        'What a game provider calls on the casino. Every request is signed: header `X-Signature: t=<unix seconds>,v1=<hex>`,',
        `the signature of \`<t>.<raw body>\` (HMAC-SHA256 with the shared key, or RSA-SHA256 / ECDSA-SHA256 with the provider's key pair),`,
        `with t within ${PROVIDER_SIGNATURE_WINDOW_SECONDS} s of the casino's clock.`,
        'Amounts are decimal strings in the session currency. A repeated transactionId with the same body answers the first result and moves nothing.',
        `Errors answer \`{error: {code, message}}\`: ${errorCodes}.`,
      ].join(' '),
    },
    components: {
      securitySchemes: { signature: { type: 'apiKey', in: 'header', name: 'X-Signature' } },
    },
    paths,
  };
}
