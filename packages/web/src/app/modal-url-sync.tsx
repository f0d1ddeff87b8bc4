import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { closeModal, getModalState, openModal, useModalState, useStackEscape } from '../ui/modal-stack';
import { DEEP_LINKS, linkedEntry, linkKey, readUrlModal, withLink } from './modal-deep-links';

/**
 * Keeps the modal stack and the address bar's `?modal=` in step, both ways:
 *
 * - The address changed (a deep link, a reload, a link or button that writes
 *   `?modal=`): open what it names, by the stack's rules. When a navigation drops
 *   the parameter, the deep-linked modals close (leaving a page leaves its dialog).
 *   A bet-slip link without its roundId means nothing and is dropped.
 * - The stack changed (a modal closed, a tab switched, an overlay pushed): the
 *   address shows the topmost deep-linkable modal, with replace (no history entry).
 *
 * It also owns Escape for the stack (`useStackEscape`). `synced` remembers the last state both sides agreed on, so each side's change is
 * applied once and the other side's echo is recognised and ignored.
 */
export function ModalUrlSync() {
  useStackEscape();
  const [searchParams, setSearchParams] = useSearchParams();
  const { stack } = useModalState();
  const urlModal = readUrlModal(searchParams);
  const urlKey = urlModal.kind === 'modal' ? linkKey(urlModal) : urlModal.kind;
  const synced = useRef<string | null>(null);

  // Address → stack. Declared first: on a deep link's first render it opens the
  // modal before the stack → address effect below looks.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when what the address says changes, read as it is now
  useEffect(() => {
    const current = readUrlModal(new URLSearchParams(window.location.search));
    const key = current.kind === 'modal' ? linkKey(current) : current.kind;
    if (key === synced.current) return;
    synced.current = key;
    if (current.kind === 'modal') {
      if (linkKey(linkedEntry(getModalState().stack)) !== key) {
        openModal(current.type, { metadata: current.metadata });
      }
    } else if (current.kind === 'incomplete') {
      setSearchParams((previous) => withLink(previous, null), { replace: true });
    } else if (current.kind === 'none') {
      for (const link of DEEP_LINKS) closeModal(link.type);
    }
  }, [urlKey]);

  // Stack → address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on stack changes, reads the address as it is now
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const current = readUrlModal(params);
    if (current.kind === 'unknown' || current.kind === 'incomplete') return;
    const top = linkedEntry(getModalState().stack);
    const wanted = linkKey(top);
    const shown = current.kind === 'modal' ? linkKey(current) : '';
    if (wanted === shown) return;
    synced.current = top ? wanted : 'none';
    setSearchParams(withLink(params, top), { replace: true });
  }, [stack]);

  return null;
}
