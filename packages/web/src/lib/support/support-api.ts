import { type SupportInboxView, supportApi } from '@ante/core';
import { api } from '../api';

/** Query keys: the player's side is keyed by who asks (an account, or this browser's visitor). */
export const supportKeys = {
  all: ['support'] as const,
  conversation: (who: string) => ['support', 'conversation', who] as const,
  status: (who: string) => ['support', 'status', who] as const,
  inbox: (view: SupportInboxView) => ['support', 'inbox', view] as const,
  inboxAll: ['support', 'inbox'] as const,
  thread: (id: string) => ['support', 'thread', id] as const,
};

export const fetchSupportConversation = () => api.call(supportApi.conversation).then((r) => r.conversation);
export const fetchSupportStatus = () => api.call(supportApi.status);
export const markSupportRead = () => api.call(supportApi.read);

export function sendSupportMessage(message: string, email?: string) {
  return api.call(supportApi.send, { body: { message, ...(email ? { email } : {}) } });
}

export const fetchInbox = (view: SupportInboxView) => api.call(supportApi.inbox, { query: { view } });
export const fetchThread = (id: string) => api.call(supportApi.thread, { params: { id } });
export const takeConversation = (id: string) => api.call(supportApi.take, { params: { id } });
export const closeConversation = (id: string) => api.call(supportApi.close, { params: { id } });
export const replyToConversation = (id: string, message: string) =>
  api.call(supportApi.reply, { params: { id }, body: { message } });
