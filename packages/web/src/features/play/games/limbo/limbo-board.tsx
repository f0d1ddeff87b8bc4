import { type LimboParams, limboResultSchema } from '@ante/core';
import { VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { formatTwoDecimals } from '../../format';
import { durationMs, type SingleStepBoardProps } from '../../game-ui';
import { ResultHistory, useResultHistory } from '../../result-history';
import { useGameSound } from '../../sound';
import { easeOutQuart, tween } from '../../tween';
import classes from './limbo.module.css';
import { LimboFields } from './limbo-fields';

/** A count at normal speed takes this long, plus a little more for big multipliers. */
const COUNT_MS = 650;
const COUNT_EXTRA_MS_PER_DECADE = 180;
const TICK_EVERY_MS = 70;

type Tone = 'idle' | 'counting' | 'win' | 'loss';

function crashOf(result: unknown): number | null {
  const value = limboResultSchema.safeParse(result).data?.multiplier;
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? value : null;
}

/**
 * The limbo board: a big multiplier that counts up from 1.00× to the server's crash
 * point (in log steps, so 1,000× counts as smoothly as 2×), turning green as it
 * passes the target or red when it stops short; then the history strip takes it.
 */
export function LimboBoard({
  params,
  onParamsChange,
  round,
  onSettled,
  busy,
  speed,
}: SingleStepBoardProps<LimboParams>) {
  const reduceMotion = useReducedMotion();
  const play = useGameSound();
  const history = useResultHistory();
  const [tone, setTone] = useState<Tone>('idle');
  const [announcement, setAnnouncement] = useState('');
  const valueRef = useRef<HTMLSpanElement>(null);
  const numberRef = useRef<HTMLDivElement>(null);
  const animated = useRef<string | null>(null);
  const latest = useRef({ onSettled, play, speed, reduceMotion, push: history.push });
  latest.current = { onSettled, play, speed, reduceMotion, push: history.push };

  useEffect(() => {
    if (!round || animated.current === round.id) return;
    animated.current = round.id;
    const { onSettled: settle, play: sound, speed: pace, reduceMotion: still, push } = latest.current;
    const crash = crashOf(round.result);
    const target = (round.params as Partial<LimboParams> | null)?.target ?? Number.POSITIVE_INFINITY;
    if (crash === null) {
      settle();
      return;
    }
    const won = round.multiplier !== null && round.multiplier !== '0';
    const decades = Math.log10(crash);
    const total = still ? 0 : durationMs(pace, COUNT_MS + Math.min(4, decades) * COUNT_EXTRA_MS_PER_DECADE);
    let lastTick = 0;
    setTone('counting');
    const draw = (value: number) => {
      if (valueRef.current) valueRef.current.textContent = formatTwoDecimals(value);
      // Passing the target is a win already: it turns green on the way up.
      if (numberRef.current && value >= target) numberRef.current.dataset.tone = 'win';
    };
    const cancel = tween({
      durationMs: total,
      easing: easeOutQuart,
      onFrame: (progress) => {
        // Counting in log space: equal time for 1→10 and 10→100.
        const value = Math.floor(10 ** (decades * progress) * 100) / 100;
        draw(Math.min(crash, value));
        const now = performance.now();
        if (progress < 1 && now - lastTick >= TICK_EVERY_MS) {
          lastTick = now;
          sound('tick');
        }
      },
      onDone: () => {
        draw(crash);
        setTone(won ? 'win' : 'loss');
        setAnnouncement(`${formatTwoDecimals(crash)}×, ${won ? 'win' : 'loss'}`);
        sound(won ? 'win' : 'lose');
        push({ id: round.id, label: `${formatTwoDecimals(crash)}×`, won });
        settle();
      },
    });
    return () => {
      cancel();
      animated.current = null;
    };
  }, [round]);

  return (
    <div className={classes.board}>
      <div className={classes.top}>
        <ResultHistory entries={history.entries} label="Last results" />
      </div>
      <div className={classes.stage}>
        <div ref={numberRef} className={classes.number} data-tone={tone} aria-hidden="true">
          <span ref={valueRef}>1.00</span>
          <span className={classes.times}>×</span>
        </div>
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      </div>
      <LimboFields params={params} disabled={busy} onChange={onParamsChange} />
    </div>
  );
}
