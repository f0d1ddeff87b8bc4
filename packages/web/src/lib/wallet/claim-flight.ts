import { useRef } from 'react';
import { createStore, useStore } from '../store';
import styles from './claim-flight.module.css';

const classes = { chip: styles.chip ?? '', pulse: styles.pulse ?? '' };

/** The header balance carries this attribute, so a claim can find where its money goes. */
export const BALANCE_TARGET_ATTRIBUTE = 'data-balance-target';

/** Longer than either animation: a tab in the background pauses them, and the claim must not wait on it. */
const FALLBACK_MS = 1_200;

/** Runs `done` once, on the element's animationend or after the fallback, whichever comes first. */
function afterAnimation(element: Element, done: () => void): void {
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    window.clearTimeout(timer);
    done();
  };
  const timer = window.setTimeout(finish, FALLBACK_MS);
  element.addEventListener('animationend', finish, { once: true });
}

function pulse(target: HTMLElement): void {
  target.classList.remove(classes.pulse);
  // Reading the layout restarts the animation when a second claim lands during the first's.
  void target.offsetWidth;
  target.classList.add(classes.pulse);
  afterAnimation(target, () => target.classList.remove(classes.pulse));
}

/**
 * Sends a claimed amount (`label`, "+$2.00") from the button that claimed it to the
 * header balance, and pulses the balance as it lands. Resolves on landing, so the
 * caller shows the new balance then. With reduced motion, or without a balance on
 * screen, nothing flies: the balance only glows, and it resolves at once.
 */
export function flyToBalance(from: Element | null, label: string): Promise<void> {
  const target = document.querySelector<HTMLElement>(`[${BALANCE_TARGET_ATTRIBUTE}]`);
  if (!target) return Promise.resolve();
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const start = from?.getBoundingClientRect();
  if (reduced || !start || start.width === 0) {
    pulse(target);
    return Promise.resolve();
  }
  const end = target.getBoundingClientRect();
  const x = start.left + start.width / 2;
  const y = start.top + start.height / 2;
  const chip = document.createElement('div');
  chip.className = classes.chip;
  chip.textContent = label;
  chip.setAttribute('aria-hidden', 'true');
  chip.style.left = `${x}px`;
  chip.style.top = `${y}px`;
  chip.style.setProperty('--dx', `${end.left + end.width / 2 - x}px`);
  chip.style.setProperty('--dy', `${end.top + end.height / 2 - y}px`);
  document.body.append(chip);
  return new Promise((resolve) => {
    afterAnimation(chip, () => {
      chip.remove();
      pulse(target);
      resolve();
    });
  });
}

/**
 * While a claim is on its way the header balance keeps the figure it showed when the
 * claim was sent: the wallet socket event would otherwise show the new balance before
 * the amount has flown into it. Each claim holds once and releases once (on landing or
 * failure); a hold lapses by itself after HOLD_MAX_MS, so a lost release cannot freeze
 * the balance.
 */
const HOLD_MAX_MS = 5_000;
/** How many claims are in flight. */
const holdStore = createStore(0);

/** Holds the header balance's figure; gives the function that releases this hold (safe to call twice). */
export function holdBalance(): () => void {
  holdStore.set((holds) => holds + 1);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    window.clearTimeout(timer);
    holdStore.set((holds) => holds - 1);
  };
  const timer = window.setTimeout(release, HOLD_MAX_MS);
  return release;
}

/** `shown` as the header should show it: the figure from before the claims in flight, while any is. */
export function useHeldBalance(shown: string): string {
  const held = useStore(holdStore, (holds) => holds > 0);
  const last = useRef(shown);
  if (!held) last.current = shown;
  return held ? last.current : shown;
}
