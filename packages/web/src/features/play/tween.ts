/**
 * A requestAnimationFrame tween for boards that move one value (a dice marker, a
 * limbo multiplier): `onFrame` gets the eased progress 0..1 each frame and should
 * only write transforms or text through refs, so a frame costs no React render and
 * no layout. A zero duration (reduced motion) finishes on the next frame.
 */
export type Easing = (t: number) => number;

export const easeOutCubic: Easing = (t) => 1 - (1 - t) ** 3;
export const easeOutQuart: Easing = (t) => 1 - (1 - t) ** 4;

export function tween(options: {
  durationMs: number;
  easing?: Easing;
  onFrame(progress: number): void;
  onDone(): void;
}): () => void {
  const { durationMs, easing = easeOutCubic, onFrame, onDone } = options;
  let frame = 0;
  let start: number | null = null;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    onFrame(1);
    onDone();
  };
  const step = (now: number) => {
    start ??= now;
    const t = durationMs <= 0 ? 1 : Math.min(1, (now - start) / durationMs);
    if (t >= 1) {
      finish();
      return;
    }
    onFrame(easing(t));
    frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  // A background tab gets no animation frames; timers still run there, so auto bets carry on.
  const fallback = setTimeout(finish, durationMs + 250);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
  };
}
