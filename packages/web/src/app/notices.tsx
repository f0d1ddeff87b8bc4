import { Notifications, notificationsStore } from '@mantine/notifications';
import { useEffect } from 'react';
import { TOAST_MS } from '../lib/timing';

/** The stack of notices (bottom-right, docs/product.md#timing). global.css moves it while a sheet is open. */
const STACK = '.mantine-Notifications-root[data-position="bottom-right"]';

/**
 * The app's notices, and the room they take: `--notice-room` on the page root is the
 * height of the shown stack with its margin (0 when none shows). Dialogs leave that
 * room free (global.css), so a notice never lies over a dialog's buttons: a modal
 * moves up above the stack, a phone's bottom sheet starts below it.
 */
export function Notices() {
  useEffect(() => {
    const page = document.documentElement;
    let observed: Element | null = null;
    const measure = () => {
      const stack = document.querySelector(STACK);
      if (stack !== observed) {
        if (observed) resize.unobserve(observed);
        if (stack) resize.observe(stack);
        observed = stack;
      }
      const height = stack?.getBoundingClientRect().height ?? 0;
      page.style.setProperty(
        '--notice-room',
        height > 0 ? `calc(${Math.ceil(height)}px + var(--mantine-spacing-md))` : '0px',
      );
    };
    const resize = new ResizeObserver(measure);
    // The stack is in a portal made after the first render; a change of notices finds it.
    const unsubscribe = notificationsStore.subscribe(() => requestAnimationFrame(measure));
    measure();
    return () => {
      unsubscribe();
      resize.disconnect();
      page.style.removeProperty('--notice-room');
    };
  }, []);
  return <Notifications position="bottom-right" autoClose={TOAST_MS} zIndex={1000} />;
}
