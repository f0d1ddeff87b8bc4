import { describe, expect, it } from 'vitest';
import { type HotkeyConditions, type HotkeyEvent, hotkeyAction, isEditableTarget } from './hotkeys';

/** Plain objects shaped like DOM nodes: the decision reads only these fields. */
const body = { tagName: 'BODY', isContentEditable: false };

function press(code: string, extra: Partial<HotkeyEvent> = {}): HotkeyEvent {
  const key = code === 'Space' ? ' ' : code.replace('Key', '').toLowerCase();
  return {
    code,
    key,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    repeat: false,
    defaultPrevented: false,
    target: body,
    ...extra,
  };
}

const on: HotkeyConditions = { enabled: true, modalOpen: false, gameKeys: ['w'], autoAvailable: true };

describe('hotkeyAction', () => {
  it('maps the shell keys', () => {
    expect(hotkeyAction(press('Space'), on)).toBe('bet');
    expect(hotkeyAction(press('KeyS'), on)).toBe('double');
    expect(hotkeyAction(press('KeyA'), on)).toBe('halve');
    expect(hotkeyAction(press('KeyD'), on)).toBe('zero');
    expect(hotkeyAction(press('KeyQ'), on)).toBe('toggleAuto');
  });

  it('does nothing while hotkeys are off (the default)', () => {
    expect(hotkeyAction(press('Space'), { ...on, enabled: false })).toBeNull();
  });

  it('ignores keys while a modal is open', () => {
    expect(hotkeyAction(press('Space'), { ...on, modalOpen: true })).toBeNull();
  });

  it('ignores keys typed into a field, a select or an editable region', () => {
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT', 'input']) {
      expect(hotkeyAction(press('KeyS', { target: { tagName } }), on)).toBeNull();
    }
    expect(
      hotkeyAction(press('KeyS', { target: { tagName: 'DIV', isContentEditable: true } }), on),
    ).toBeNull();
  });

  it('still works with focus on a button (Space there would otherwise press the button)', () => {
    expect(hotkeyAction(press('Space', { target: { tagName: 'BUTTON' } }), on)).toBe('bet');
  });

  it('ignores any key combined with a modifier', () => {
    for (const modifier of ['altKey', 'ctrlKey', 'metaKey', 'shiftKey'] as const) {
      expect(hotkeyAction(press('KeyS', { [modifier]: true }), on)).toBeNull();
    }
  });

  it('ignores a key something else already handled', () => {
    expect(hotkeyAction(press('Space', { defaultPrevented: true }), on)).toBeNull();
  });

  it('does not repeat bets or auto toggles while a key is held, but lets amount keys repeat', () => {
    expect(hotkeyAction(press('Space', { repeat: true }), on)).toBeNull();
    expect(hotkeyAction(press('KeyQ', { repeat: true }), on)).toBeNull();
    expect(hotkeyAction(press('KeyS', { repeat: true }), on)).toBe('double');
  });

  it('offers Q only where there is auto betting', () => {
    expect(hotkeyAction(press('KeyQ'), { ...on, autoAvailable: false })).toBeNull();
  });

  it('passes W and E to the game only when it claims them', () => {
    expect(hotkeyAction(press('KeyW'), on)).toBe('w');
    expect(hotkeyAction(press('KeyE'), on)).toBeNull();
    expect(hotkeyAction(press('KeyE'), { ...on, gameKeys: ['w', 'e'] })).toBe('e');
  });

  it('leaves every other key alone', () => {
    expect(hotkeyAction(press('KeyX'), on)).toBeNull();
    expect(hotkeyAction(press('Enter', { key: 'Enter' }), on)).toBeNull();
  });

  it('falls back to the character when the browser gives no code', () => {
    expect(hotkeyAction(press('', { key: 's' }), on)).toBe('double');
    expect(hotkeyAction(press('', { key: ' ' }), on)).toBe('bet');
  });
});

describe('isEditableTarget', () => {
  it('tells fields from other elements', () => {
    expect(isEditableTarget({ tagName: 'INPUT' })).toBe(true);
    expect(isEditableTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isEditableTarget(null)).toBe(false);
  });
});
