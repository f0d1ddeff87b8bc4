import { useCallback, useState } from 'react';
import { closeModal, type ModalType, openModal, updateModal, useModal } from './modal-stack';

/**
 * A tabbed modal on the modal stack (modal-stack.ts) whose tabs are also `?modal=`
 * deep links (docs/product.md#deep-links; the app's ModalUrlSync mirrors the stack in the
 * address bar). `values` are the tabs; the open tab is the entry's `tab` metadata.
 */
export function useModalParam<T extends string>(type: ModalType, values: readonly T[]) {
  const view = useModal(type);
  const raw = view.entry?.metadata.tab;
  const tab: T | null = view.entry
    ? raw !== undefined && (values as readonly string[]).includes(raw)
      ? (raw as T)
      : (values[0] as T)
    : null;

  const open = useCallback((next: T) => openModal(type, { metadata: { tab: next } }), [type]);
  const close = useCallback(() => closeModal(type), [type]);

  // The tab to render: the last one opened, so the content stays while the dialog
  // animates out after the entry is gone.
  const [shown, setShown] = useState<T>(tab ?? (values[0] as T));
  const [seen, setSeen] = useState(tab);
  if (tab !== seen) {
    setSeen(tab);
    if (tab) setShown(tab);
  }
  const select = useCallback(
    (next: T) => {
      setShown(next);
      updateModal(type, { tab: next });
    },
    [type],
  );

  return { tab, shown, open, close, select, dialogProps: view.dialogProps };
}
