import { useSyncExternalStore } from 'react';

/**
 * A value shared by components that do not sit under one provider (the header, the
 * game, a socket handler), with React re-rendering those that read it when it
 * changes. Module-level stores are built on this rather than each keeping its own
 * listener set.
 */
export interface Store<T> {
  get(): T;
  /** Replaces the value (or derives it from the current one); listeners hear only a change. */
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export interface StoreOptions<T> {
  /**
   * Starts watching an outside source (another tab's storage, say) when the first
   * component subscribes; the function it returns stops when the last one leaves.
   */
  watch?: (store: Store<T>) => () => void;
}

/**
 * A store holding `initial`. Given a function, the store calls it on the first read,
 * so a value kept in the browser's storage is read only once it is needed.
 */
export function createStore<T>(initial: T | (() => T), options: StoreOptions<T> = {}): Store<T> {
  const unset = Symbol('unset');
  let value: T | typeof unset = unset;
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | null = null;

  const get = (): T => {
    if (value === unset) value = typeof initial === 'function' ? (initial as () => T)() : initial;
    return value;
  };

  const store: Store<T> = {
    get,
    set(next) {
      const current = get();
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(current) : next;
      if (Object.is(resolved, current)) return;
      value = resolved;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && options.watch) stopWatching = options.watch(store);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stopWatching) {
          stopWatching();
          stopWatching = null;
        }
      };
    },
  };
  return store;
}

/**
 * The store's value, or the part `select` picks, re-rendering when it changes. `select`
 * must return a value already in the store or a primitive, never a new object.
 */
export function useStore<T>(store: Store<T>): T;
export function useStore<T, S>(store: Store<T>, select: (value: T) => S): S;
export function useStore<T, S>(store: Store<T>, select?: (value: T) => S): T | S {
  const snapshot = () => (select ? select(store.get()) : store.get());
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
