import { adminChatMessagesQuerySchema, chatMuteRequestSchema, chatMutesQuerySchema } from '@ante/core';

/** The lengths staff pick from, in minutes; the empty choice is a mute without end. */
export const MUTE_DURATIONS = [
  { value: '10', label: '10 minutes' },
  { value: '60', label: '1 hour' },
  { value: '1440', label: '1 day' },
  { value: '10080', label: '7 days' },
  { value: '43200', label: '30 days' },
  { value: 'permanent', label: 'Permanent' },
];

export type MuteValues = { username: string; durationMinutes: string; reason: string };

/** A mute, checked by the server's contract; `removeMessages` is a switch beside the typed fields. */
export function muteRules(removeMessages: boolean) {
  return {
    schema: chatMuteRequestSchema,
    initialValues: { username: '', durationMinutes: '60', reason: '' } satisfies MuteValues,
    toRequest: (values: MuteValues) => ({
      username: values.username.trim(),
      durationMinutes: values.durationMinutes === 'permanent' ? null : Number(values.durationMinutes),
      reason: values.reason,
      removeMessages,
    }),
  };
}

export const mutesLookupRules = {
  schema: chatMutesQuerySchema,
  initialValues: { username: '' },
  toRequest: (values: { username: string }) => ({ username: values.username.trim() }),
};

/** The value of the room picker that stands for every room. */
export const EVERY_ROOM = 'all';

export type MessagesFilterValues = { username: string; region: string };

/** The recent messages' filter: an empty username is every player, EVERY_ROOM every room. */
export const messagesFilterRules = {
  schema: adminChatMessagesQuerySchema,
  initialValues: { username: '', region: EVERY_ROOM } satisfies MessagesFilterValues,
  toRequest: (values: MessagesFilterValues) => {
    const username = values.username.trim();
    return {
      ...(username === '' ? {} : { username }),
      ...(values.region === EVERY_ROOM ? {} : { region: values.region }),
    };
  },
};
