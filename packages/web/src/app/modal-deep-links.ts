import { VERIFY_LINK_KEYS } from '../features/fairness/verify-link-keys';
import { CASHIER_TABS } from '../lib/use-cashier-modal';
import type { ModalEntry, ModalMetadata, ModalType } from '../ui/modal-stack';

/**
 * The `?modal=` deep links (docs/product.md#deep-links), as modal stack entries. Each names the
 * modal type, the `modal` values that open it (its tabs; the value is kept as the
 * entry's `tab` metadata), the other query keys that travel with it (a bet slip's
 * roundId, a verify link's seeds) and the key it cannot open without.
 */
export interface DeepLink {
  type: ModalType;
  values: readonly string[];
  keys: readonly string[];
  requires?: string;
}

export const DEEP_LINKS: readonly DeepLink[] = [
  { type: 'auth', values: ['login', 'register'], keys: [] },
  { type: 'fairness', values: ['seeds', 'verify-bet'], keys: VERIFY_LINK_KEYS },
  { type: 'cashier', values: CASHIER_TABS, keys: [] },
  { type: 'bet-slip', values: ['bet-slip'], keys: ['roundId'], requires: 'roundId' },
  { type: 'redeem-code', values: ['redeem-code'], keys: [] },
];

const ALL_KEYS = [...new Set(DEEP_LINKS.flatMap((link) => link.keys))];

export type UrlModal =
  | { kind: 'none' }
  /** A known value missing what it needs (a bet slip without roundId): the link means nothing. */
  | { kind: 'incomplete' }
  /** A value no modal answers to: left alone. */
  | { kind: 'unknown' }
  | { kind: 'modal'; type: ModalType; metadata: ModalMetadata };

/** What the address bar asks to have open. */
export function readUrlModal(params: URLSearchParams): UrlModal {
  const value = params.get('modal');
  if (value === null) return { kind: 'none' };
  const link = DEEP_LINKS.find((candidate) => candidate.values.includes(value));
  if (!link) return { kind: 'unknown' };
  if (link.requires && !params.get(link.requires)) return { kind: 'incomplete' };
  const metadata: Record<string, string> = { tab: value };
  for (const key of link.keys) {
    const found = params.get(key);
    if (found !== null) metadata[key] = found;
  }
  return { kind: 'modal', type: link.type, metadata };
}

/** The topmost deep-linkable entry: the one the address bar shows. */
export function linkedEntry(stack: readonly ModalEntry[]): ModalEntry | null {
  for (let index = stack.length - 1; index >= 0; index -= 1) {
    const entry = stack[index];
    if (entry && DEEP_LINKS.some((link) => link.type === entry.type)) return entry;
  }
  return null;
}

/** A comparable summary of what a modal link says: `modal` and its keys, '' for none. */
export function linkKey(modal: UrlModal | ModalEntry | null): string {
  if (modal === null) return '';
  if ('kind' in modal) {
    if (modal.kind !== 'modal') return '';
    return entryKey(modal.type, modal.metadata);
  }
  return entryKey(modal.type, modal.metadata);
}

function entryKey(type: ModalType, metadata: ModalMetadata): string {
  const link = DEEP_LINKS.find((candidate) => candidate.type === type);
  if (!link) return '';
  return [metadata.tab ?? link.values[0], ...link.keys.map((key) => `${key}=${metadata[key] ?? ''}`)].join(
    '&',
  );
}

/** The query string with the modal link replaced by `entry`'s (or removed), other parameters untouched. */
export function withLink(params: URLSearchParams, entry: ModalEntry | null): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('modal');
  for (const key of ALL_KEYS) next.delete(key);
  const link = entry && DEEP_LINKS.find((candidate) => candidate.type === entry.type);
  if (!entry || !link) return next;
  next.set('modal', entry.metadata.tab ?? link.values[0] ?? '');
  for (const key of link.keys) {
    const value = entry.metadata[key];
    if (value !== undefined) next.set(key, value);
  }
  return next;
}
