import { useEffect } from 'react';
import { createStore, useStore } from '../lib/store';
import { MOBILE_QUERY } from './use-is-mobile';

/**
 * The modal stack (docs/product.md#modals): which dialogs are open, in what order.
 *
 * - Twelve types, the player quickview and Redeem Code; only one modal of a type is open at a time (opening a type that is
 *   open already updates it in place and brings it to the top).
 * - Opening a NORMAL modal replaces the whole stack; opening an OVERLAY modal, or a
 *   modal that shows as a DRAWER (Auth, Cashier, Leaderboard and Loyalty at 768px and
 *   below), pushes it on top of what is open.
 * - Closing removes one type, or everything.
 * - A close-protected modal (JackpotWon, WelcomeOffer) ignores Escape, outside clicks
 *   and the close button: only its own buttons, which call `closeModal`, close it.
 *   Opening a normal modal over it keeps it underneath instead of replacing it, so
 *   a deep link cannot make a jackpot notice disappear unseen. A single
 *   `closeProtected` flag that any close resets would do for one protected modal;
 *   keeping it per entry does the same and stays right when something opens above it.
 *
 * The deep-linkable modals also live in the address bar (`?modal=`); `ModalUrlSync`
 * keeps the two in step (see modal-url-sync.tsx). A module-level store, not a
 * context: the header, hotkeys and sockets open modals without a provider around them.
 */
export const MODAL_TYPES = [
  'unsupported-region',
  'auth',
  'cashier',
  'leaderboard',
  'loyalty',
  'welcome-offer',
  'beat-offer',
  'jackpot-won',
  'spotlight',
  'favorite-fiat',
  'bet-slip',
  'fairness',
  /** A player's card (rank, joined, stats), over whatever is open. */
  'quickview',
  /** Redeem Code (footer Platform Links, the Rewards page). */
  'redeem-code',
  /** The reality check at the player's chosen interval, over whatever is open. */
  'reality-check',
] as const;
export type ModalType = (typeof MODAL_TYPES)[number];

/** Types that open as a bottom drawer at 768px and below (docs/product.md#modals). */
export const DRAWER_TYPES: readonly ModalType[] = ['auth', 'cashier', 'leaderboard', 'loyalty'];

export type ModalMetadata = Readonly<Record<string, string>>;

export interface DrawerOptions {
  position: 'bottom' | 'right';
}

/** A modal stack entry. */
export interface ModalEntry {
  type: ModalType;
  metadata: ModalMetadata;
  isOverlay: boolean;
  /** Set when the modal shows as a drawer (its type is a drawer type and the window is a phone's). */
  drawerOptions: DrawerOptions | null;
  closeProtected: boolean;
}

export interface ModalState {
  stack: readonly ModalEntry[];
}

export interface OpenOptions {
  metadata?: ModalMetadata;
  /** Push on top of what is open instead of replacing it. */
  overlay?: boolean;
  closeProtected?: boolean;
}

export const EMPTY_MODAL_STATE: ModalState = { stack: [] };

/** The stack after opening `type` (pure: the store and the tests share it). */
export function withOpened(
  state: ModalState,
  type: ModalType,
  options: OpenOptions,
  isPhone: boolean,
): ModalState {
  const drawerOptions: DrawerOptions | null =
    isPhone && DRAWER_TYPES.includes(type) ? { position: 'bottom' } : null;
  const entry: ModalEntry = {
    type,
    metadata: options.metadata ?? {},
    isOverlay: options.overlay ?? false,
    drawerOptions,
    closeProtected: options.closeProtected ?? false,
  };
  const pushes = entry.isOverlay || drawerOptions !== null;
  const rest = state.stack.filter((open) => open.type !== type && (pushes || open.closeProtected));
  return { stack: [...rest, entry] };
}

/** The stack after closing `type`, or every modal when `type` is omitted. */
export function withClosed(state: ModalState, type?: ModalType): ModalState {
  return { stack: type === undefined ? [] : state.stack.filter((open) => open.type !== type) };
}

/** The stack with one open modal's metadata merged (a tab switch); unchanged when it is not open. */
export function withMetadata(state: ModalState, type: ModalType, metadata: ModalMetadata): ModalState {
  if (!state.stack.some((open) => open.type === type)) return state;
  return {
    stack: state.stack.map((open) =>
      open.type === type ? { ...open, metadata: { ...open.metadata, ...metadata } } : open,
    ),
  };
}

const modalStore = createStore<ModalState>(EMPTY_MODAL_STATE);

function isPhoneWindow(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(MOBILE_QUERY).matches;
}

export function openModal(type: ModalType, options: OpenOptions = {}): void {
  modalStore.set((state) => withOpened(state, type, options, isPhoneWindow()));
}

export function closeModal(type?: ModalType): void {
  const { stack } = modalStore.get();
  if (stack.length === 0) return;
  if (type !== undefined && !stack.some((open) => open.type === type)) return;
  modalStore.set((state) => withClosed(state, type));
}

export function updateModal(type: ModalType, metadata: ModalMetadata): void {
  modalStore.set((state) => withMetadata(state, type, metadata));
}

export function getModalState(): ModalState {
  return modalStore.get();
}

/** Test seam: back to nothing open. */
export function resetModals(): void {
  modalStore.set(EMPTY_MODAL_STATE);
}

export function useModalState(): ModalState {
  return useStore(modalStore);
}

/** Mantine's modals sit at z-index 200; each entry up the stack is drawn above the ones below. */
const BASE_Z_INDEX = 200;

export interface ModalView {
  entry: ModalEntry | null;
  opened: boolean;
  /** Where to draw the dialog so stacked modals overlap in stack order. */
  zIndex: number;
  /** Close-protected: Escape, outside clicks and × do nothing. */
  protectedClose: boolean;
  /**
   * Spread on the Mantine Modal or Drawer: its place in the stack, outside clicks only
   * for the topmost unprotected one, and Mantine's own Escape off: Mantine listens for
   * Escape on the window, so every open dialog would close at once. `useStackEscape`
   * closes the topmost one instead.
   */
  dialogProps: { zIndex: number; closeOnEscape: boolean; closeOnClickOutside: boolean };
}

/** One type's place in the stack, for its component. */
export function useModal(type: ModalType): ModalView {
  const current = useModalState();
  const index = current.stack.findIndex((open) => open.type === type);
  const entry = index === -1 ? null : (current.stack[index] ?? null);
  const zIndex = BASE_Z_INDEX + Math.max(index, 0) * 10;
  const protectedClose = entry?.closeProtected ?? false;
  const dismissible = index === current.stack.length - 1 && !protectedClose;
  return {
    entry,
    opened: entry !== null,
    zIndex,
    protectedClose,
    dialogProps: { zIndex, closeOnEscape: false, closeOnClickOutside: dismissible },
  };
}

/**
 * Escape closes the topmost modal only, unless it is close-protected. Capture phase,
 * so it runs before a dialog's own handlers; a Mantine combobox open inside a dialog
 * marks its input `data-mantine-stop-propagation`, and Escape is then its alone.
 * While any modal is open the key is marked handled (`preventDefault`), so the
 * frame's panels behind it (chat, overlay panel) stay open: one Escape, one close.
 */
export function useStackEscape(): void {
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const { stack } = modalStore.get();
      const top = stack[stack.length - 1];
      if (!top) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target?.getAttribute('data-mantine-stop-propagation') === 'true') return;
      event.preventDefault();
      if (top.closeProtected) return;
      closeModal(top.type);
    };
    window.addEventListener('keydown', handleKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', handleKeyDown, { capture: true });
  }, []);
}

/** Whether any modal is open: hotkeys and shortcuts stand aside (docs/product.md#input-rules). */
export function anyModalOpen(): boolean {
  return modalStore.get().stack.length > 0;
}
