import { describe, expect, it } from 'vitest';
import {
  EMPTY_MODAL_STATE,
  type ModalState,
  type ModalType,
  withClosed,
  withMetadata,
  withOpened,
} from './modal-stack';

const types = (state: ModalState) => state.stack.map((entry) => entry.type);
const open = (state: ModalState, type: ModalType, options = {}, isPhone = false) =>
  withOpened(state, type, options, isPhone);

describe('the modal stack (docs/product.md#modals)', () => {
  it('a normal modal replaces the stack', () => {
    const state = open(open(EMPTY_MODAL_STATE, 'cashier'), 'fairness');
    expect(types(state)).toEqual(['fairness']);
  });

  it('an overlay modal pushes on top of what is open', () => {
    const state = open(open(EMPTY_MODAL_STATE, 'cashier'), 'favorite-fiat', { overlay: true });
    expect(types(state)).toEqual(['cashier', 'favorite-fiat']);
    expect(state.stack[1]?.isOverlay).toBe(true);
  });

  it('auth, cashier, leaderboard and loyalty push as drawers on a phone, and replace on a desktop', () => {
    const phone = open(open(EMPTY_MODAL_STATE, 'bet-slip', {}, true), 'cashier', {}, true);
    expect(types(phone)).toEqual(['bet-slip', 'cashier']);
    expect(phone.stack[1]?.drawerOptions).toEqual({ position: 'bottom' });
    const withAuth = open(phone, 'auth', {}, true);
    expect(types(withAuth)).toEqual(['bet-slip', 'cashier', 'auth']);
    const desktop = open(open(EMPTY_MODAL_STATE, 'bet-slip'), 'cashier');
    expect(types(desktop)).toEqual(['cashier']);
    expect(desktop.stack[0]?.drawerOptions).toBeNull();
    // Other types never become drawers.
    expect(open(EMPTY_MODAL_STATE, 'fairness', {}, true).stack[0]?.drawerOptions).toBeNull();
  });

  it('keeps one modal of a type: reopening moves it to the top with its new metadata', () => {
    let state = open(EMPTY_MODAL_STATE, 'cashier', { metadata: { tab: 'deposit' } }, true);
    state = open(state, 'auth', {}, true);
    state = open(state, 'cashier', { metadata: { tab: 'withdraw' } }, true);
    expect(types(state)).toEqual(['auth', 'cashier']);
    expect(state.stack[1]?.metadata).toEqual({ tab: 'withdraw' });
  });

  it('closes one type, or everything', () => {
    const state = open(open(open(EMPTY_MODAL_STATE, 'cashier'), 'favorite-fiat', { overlay: true }), 'auth', {
      overlay: true,
    });
    expect(types(withClosed(state, 'favorite-fiat'))).toEqual(['cashier', 'auth']);
    expect(types(withClosed(state, 'loyalty'))).toEqual(['cashier', 'favorite-fiat', 'auth']);
    expect(types(withClosed(state))).toEqual([]);
  });

  it('a close-protected modal stays under a normal modal opened after it, and goes when closed', () => {
    let state = open(EMPTY_MODAL_STATE, 'jackpot-won', { closeProtected: true });
    expect(state.stack[0]?.closeProtected).toBe(true);
    state = open(state, 'fairness');
    expect(types(state)).toEqual(['jackpot-won', 'fairness']);
    expect(state.stack[1]?.closeProtected).toBe(false);
    state = withClosed(state, 'jackpot-won');
    expect(types(state)).toEqual(['fairness']);
    expect(state.stack.some((entry) => entry.closeProtected)).toBe(false);
  });

  it('merges metadata into an open modal and ignores a closed one', () => {
    const state = open(EMPTY_MODAL_STATE, 'cashier', { metadata: { tab: 'deposit' } });
    expect(withMetadata(state, 'cashier', { tab: 'tip' }).stack[0]?.metadata).toEqual({ tab: 'tip' });
    expect(withMetadata(state, 'auth', { tab: 'login' })).toBe(state);
  });
});
