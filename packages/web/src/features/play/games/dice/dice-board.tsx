import { type DiceParams, diceResultSchema } from '@ante/core';
import { VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { durationMs, type SingleStepBoardProps } from '../../game-ui';
import { ResultHistory, useResultHistory } from '../../result-history';
import { useGameSound } from '../../sound';
import { easeOutCubic, tween } from '../../tween';
import classes from './dice.module.css';
import { DiceFields } from './dice-fields';
import { DiceSlider, type MarkerState } from './dice-slider';

/** The marker's slide to a roll at normal speed. */
const ROLL_MS = 450;
/** A tick each time the marker passes this many points. */
const TICK_EVERY = 6;

function rollOf(result: unknown): number | null {
  const roll = diceResultSchema.safeParse(result).data?.roll;
  return typeof roll === 'number' && Number.isFinite(roll) ? roll : null;
}

/**
 * The classic dice board: the history strip, the track with its draggable target and
 * the result marker, and the three linked fields. A new round slides the marker from
 * the last roll to the server's roll, counting the number on the way, then turns it
 * green or red and reports the round settled.
 */
export function DiceBoard({
  params,
  onParamsChange,
  round,
  onSettled,
  busy,
  speed,
}: SingleStepBoardProps<DiceParams>) {
  const reduceMotion = useReducedMotion();
  const play = useGameSound();
  const history = useResultHistory();
  const [draft, setDraft] = useState<DiceParams | null>(null);
  const [marker, setMarker] = useState<MarkerState>({ tone: 'rolling', visible: false });
  const [announcement, setAnnouncement] = useState('');
  const carriageRef = useRef<HTMLDivElement>(null);
  const markerTextRef = useRef<HTMLSpanElement>(null);
  const position = useRef(50);
  const animated = useRef<string | null>(null);
  const latest = useRef({ onSettled, play, speed, reduceMotion, push: history.push });
  latest.current = { onSettled, play, speed, reduceMotion, push: history.push };

  useEffect(() => {
    if (!round || animated.current === round.id) return;
    animated.current = round.id;
    const { onSettled: settle, play: sound, speed: pace, reduceMotion: still, push } = latest.current;
    const roll = rollOf(round.result);
    if (roll === null) {
      settle();
      return;
    }
    const won = round.multiplier !== null && round.multiplier !== '0';
    const from = position.current;
    let lastTick = from;
    setMarker({ tone: 'rolling', visible: true });
    const draw = (value: number) => {
      position.current = value;
      if (carriageRef.current) carriageRef.current.style.transform = `translateX(${value}%)`;
      if (markerTextRef.current) markerTextRef.current.textContent = value.toFixed(2);
    };
    const cancel = tween({
      durationMs: still ? 0 : durationMs(pace, ROLL_MS),
      easing: easeOutCubic,
      onFrame: (progress) => {
        const value = from + (roll - from) * progress;
        if (Math.abs(value - lastTick) >= TICK_EVERY) {
          lastTick = value;
          sound('tick');
        }
        draw(progress === 1 ? roll : value);
      },
      onDone: () => {
        draw(roll);
        setMarker({ tone: won ? 'win' : 'loss', visible: true });
        setAnnouncement(`Rolled ${roll.toFixed(2)}, ${won ? 'win' : 'loss'}`);
        sound(won ? 'win' : 'lose');
        push({ id: round.id, label: roll.toFixed(2), won });
        settle();
      },
    });
    return () => {
      cancel();
      // Run again if React re-runs the effect (StrictMode does on mount).
      animated.current = null;
    };
  }, [round]);

  const shown = draft ?? params;
  const handleCommit = (next: DiceParams) => {
    setDraft(null);
    if (next.target !== params.target || next.condition !== params.condition) onParamsChange(next);
  };
  const handleDrag = (next: DiceParams) => {
    setDraft(next);
    play('tick');
  };

  return (
    <div className={classes.board}>
      <div className={classes.top}>
        <ResultHistory entries={history.entries} label="Last rolls" />
      </div>
      <div className={classes.stage}>
        <DiceSlider
          params={shown}
          disabled={busy}
          onDrag={handleDrag}
          onCommit={handleCommit}
          marker={marker}
          carriageRef={carriageRef}
          markerTextRef={markerTextRef}
        />
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      </div>
      <DiceFields params={shown} disabled={busy} onChange={onParamsChange} />
    </div>
  );
}
