import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A component fetched on first use, whose code can also be fetched ahead (on hover, in view, at idle). */
export type Preloadable<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  preload(): Promise<unknown>;
};

/**
 * `React.lazy` with the loader exposed, so the same promise serves a prefetch and the
 * render that follows it. A failed fetch (a flaky network, or a deploy that replaced the
 * files) is forgotten, so the next attempt asks again rather than replaying the error.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () => {
    pending ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}
