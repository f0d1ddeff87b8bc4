import {
  clientMessageSchema,
  FEED_BATCH_MS,
  FEED_PAYLOADS,
  type Feed,
  feedFrameSchema,
  isBatchedFeed,
  isPrivateFeed,
  serverMessageSchema,
} from '@ante/core';
import { z } from 'zod';

/** A schema as JSON Schema, for the document: what the sending side puts on the wire. */
function jsonSchema(schema: z.ZodType): unknown {
  return z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
}

/**
 * The socket's messages as an AsyncAPI 3.0 document, generated from core's schemas as
 * the OpenAPI document is from the routes': the frames a client sends and the server
 * answers (contracts/socket.ts), and each feed's event payload (FEED_PAYLOADS in
 * contracts/feeds.ts), which arrives in a `next` frame once the client subscribed to
 * that feed. Served at `/api/asyncapi.json`; the OpenAPI document points at it.
 */
export function asyncApiDocument(): Record<string, unknown> {
  const feeds = Object.keys(FEED_PAYLOADS) as Feed[];
  const channels: Record<string, unknown> = {
    socket: {
      address: '/feeds/websocket',
      description: 'The one WebSocket: every frame is a JSON object with a `type`.',
      messages: {
        clientMessage: { $ref: '#/components/messages/clientMessage' },
        serverMessage: { $ref: '#/components/messages/serverMessage' },
      },
    },
  };
  const operations: Record<string, unknown> = {
    sendClientMessage: {
      action: 'send',
      channel: { $ref: '#/channels/socket' },
      messages: [{ $ref: '#/channels/socket/messages/clientMessage' }],
    },
    receiveServerMessage: {
      action: 'receive',
      channel: { $ref: '#/channels/socket' },
      messages: [{ $ref: '#/channels/socket/messages/serverMessage' }],
    },
  };
  const messages: Record<string, unknown> = {
    clientMessage: { name: 'clientMessage', payload: jsonSchema(clientMessageSchema) },
    serverMessage: { name: 'serverMessage', payload: jsonSchema(serverMessageSchema) },
  };
  for (const feed of feeds) {
    channels[feed] = {
      address: `/feeds/websocket#${feed}`,
      description: `${isPrivateFeed(feed) ? 'A private feed (log the socket in first)' : 'A public feed'}: subscribe with {type: 'subscribe', payload: {feed: '${feed}'}}; ${
        isBatchedFeed(feed)
          ? `at most one \`next\` frame every ${FEED_BATCH_MS} ms carries {seq, events}: the events since the last frame, newest first; a skipped seq means frames were missed (fetch the list again).`
          : 'each event is the payload of a `next` frame.'
      }`,
      messages: { [feed]: { $ref: `#/components/messages/${feed}` } },
    };
    operations[`receive_${feed}`] = {
      action: 'receive',
      channel: { $ref: `#/channels/${feed}` },
      messages: [{ $ref: `#/channels/${feed}/messages/${feed}` }],
    };
    messages[feed] = { name: feed, payload: jsonSchema(feedFrameSchema(feed)) };
  }
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Ante socket',
      version: '1',
      description: 'The real-time feeds, generated from the zod schemas in @ante/core.',
    },
    channels,
    operations,
    components: { messages },
  };
}
