import type { DiceParams } from '@ante/core';
import { type KeyboardEvent, type PointerEvent, type Ref, useRef } from 'react';
import classes from './dice.module.css';
import { paramsFromTarget, targetRange } from './dice-maths';

const SCALE = [0, 25, 50, 75, 100];

/** What the result marker shows: where it sits is moved by the board through `carriageRef`. */
export type MarkerState = { tone: 'rolling' | 'win' | 'loss'; visible: boolean };

type DiceSliderProps = {
  params: DiceParams;
  disabled: boolean;
  /** Called while dragging (often) and on keyboard steps. */
  onDrag(next: DiceParams): void;
  /** Called once a drag ends, with the final value. */
  onCommit(next: DiceParams): void;
  marker: MarkerState;
  carriageRef: Ref<HTMLDivElement>;
  markerTextRef: Ref<HTMLSpanElement>;
};

/**
 * The dice track: 0 to 100, red where the roll loses and green where it wins, with
 * a handle to drag the target (whole numbers while dragging, hundredths through the
 * fields) and the result marker above it.
 */
export function DiceSlider(props: DiceSliderProps) {
  const { params, disabled, onDrag, onCommit, marker, carriageRef, markerTextRef } = props;
  const trackRef = useRef<HTMLDivElement>(null);
  const dragging = useRef<DiceParams | null>(null);
  const hundredths = Math.round(params.target * 100);
  const percent = params.target;
  const over = params.condition === 'over';
  const { min, max } = targetRange(params.condition);

  const valueAt = (clientX: number): DiceParams => {
    const box = trackRef.current?.getBoundingClientRect();
    if (!box || box.width === 0) return params;
    const ratio = Math.min(1, Math.max(0, (clientX - box.left) / box.width));
    // Dragging moves in whole numbers; the fields reach the hundredths in between.
    return paramsFromTarget(params.condition, Math.round(ratio * 100) * 100);
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    dragging.current = valueAt(event.clientX);
    onDrag(dragging.current);
  };

  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    const next = valueAt(event.clientX);
    if (next.target !== dragging.current.target) {
      dragging.current = next;
      onDrag(next);
    }
  };

  const handlePointerUp = () => {
    if (!dragging.current) return;
    onCommit(dragging.current);
    dragging.current = null;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = {
      ArrowRight: 100,
      ArrowUp: 100,
      ArrowLeft: -100,
      ArrowDown: -100,
      PageUp: 1000,
      PageDown: -1000,
    };
    let next: number | null = null;
    if (event.key in steps) next = hundredths + (steps[event.key] ?? 0);
    else if (event.key === 'Home') next = min;
    else if (event.key === 'End') next = max;
    if (next === null || disabled) return;
    event.preventDefault();
    onCommit(paramsFromTarget(params.condition, next));
  };

  return (
    <div className={classes.sliderWrap}>
      <div className={classes.scale} aria-hidden="true">
        {SCALE.map((value) => (
          <span key={value} style={{ left: `${value}%` }}>
            {value}
          </span>
        ))}
      </div>
      <div className={classes.range} data-disabled={disabled || undefined}>
        <div
          ref={trackRef}
          className={classes.track}
          data-condition={params.condition}
          onPointerDown={handlePointerDown}
          onPointerMove={handlePointerMove}
          onPointerUp={handlePointerUp}
          onPointerCancel={handlePointerUp}
        >
          <div
            className={classes.win}
            style={over ? { left: `${percent}%`, right: 0 } : { left: 0, right: `${100 - percent}%` }}
          />
          <div
            className={classes.handle}
            style={{ left: `${percent}%` }}
            role="slider"
            tabIndex={disabled ? -1 : 0}
            aria-label="Target"
            aria-valuemin={min / 100}
            aria-valuemax={max / 100}
            aria-valuenow={params.target}
            aria-valuetext={params.target.toFixed(2)}
            aria-disabled={disabled}
            onKeyDown={handleKeyDown}
          >
            <span />
            <span />
            <span />
          </div>
          <div ref={carriageRef} className={classes.carriage} aria-hidden="true">
            <div
              className={classes.marker}
              data-tone={marker.tone}
              data-visible={marker.visible || undefined}
            >
              <span ref={markerTextRef} className={classes.markerText} />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
