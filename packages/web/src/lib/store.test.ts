import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store';

describe('createStore', () => {
  it('tells its listeners of a change, and only of a change', () => {
    const store = createStore(1);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(1);
    expect(listener).not.toHaveBeenCalled();
    store.set((current) => current + 1);
    expect(store.get()).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set(3);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reads a lazy initial value once, on the first read', () => {
    const read = vi.fn(() => ({ volume: 1 }));
    const store = createStore(read);
    expect(read).not.toHaveBeenCalled();
    const first = store.get();
    expect(store.get()).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('watches an outside source while anyone listens', () => {
    const stop = vi.fn();
    const watch = vi.fn(() => stop);
    const store = createStore(0, { watch });
    const first = store.subscribe(() => {});
    const second = store.subscribe(() => {});
    expect(watch).toHaveBeenCalledTimes(1);
    first();
    expect(stop).not.toHaveBeenCalled();
    second();
    expect(stop).toHaveBeenCalledTimes(1);
    store.subscribe(() => {});
    expect(watch).toHaveBeenCalledTimes(2);
  });
});
