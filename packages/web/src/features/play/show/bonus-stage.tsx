import type { ShowRound } from '@ante/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useMemo, useRef } from 'react';
import { dragonEntries, emberMultipliers } from './show-document';
import classes from './show-stage.module.css';
import {
  bonusWheelSegment,
  easeOutCubic,
  landingNudge,
  sectorPath,
  segmentAngle,
  spreadLayout,
} from './wheel-geometry';

/** The Dragon Wheel's colours, cool to hot as the multiplier grows. */
const DRAGON_COLOURS = [
  'var(--show-blue-26)',
  'var(--show-blue-37)',
  'var(--show-violet-42)',
  'var(--show-purple-40)',
  'var(--show-red-39)',
  'var(--show-orange-45)',
  'var(--show-amber-51)',
  'var(--show-amber-77)',
];

/** How far into the bonus stage the pick or the stop lands: the rest of the stage shows the prize. */
const REVEAL_SHARE = 0.6;

/**
 * The bonus round everyone at the table watches, between the wheel's stop and the
 * result. Its draw is already public when it starts; the stage only shows it, paced by
 * the server's clock like the wheel.
 */
export function BonusStage({ round, now }: { round: ShowRound; now: number }) {
  const bonus = round.bonus;
  if (!bonus || round.bonusAt === null || round.resultAt === null) return null;
  const span = Math.max(1, round.resultAt - round.bonusAt);
  const progress = Math.max(0, Math.min(1, (now - round.bonusAt) / span));
  const revealed = progress >= REVEAL_SHARE;
  const boost = round.booster?.spot === bonus.spot ? round.booster.multiplier : 1;
  return (
    <section className={classes.bonus} data-kind={bonus.kind} aria-label="Bonus round">
      <div className={classes.bonusTitle}>{bonus.kind === 'pick' ? 'Ember Pick' : 'Dragon Wheel'}</div>
      {bonus.kind === 'pick' ? (
        <EmberPick picked={bonus.index} progress={progress} revealed={revealed} />
      ) : (
        <DragonWheel round={round} index={bonus.index} progress={progress} />
      )}
      <div className={classes.bonusPrize} data-shown={revealed || undefined} aria-live="polite">
        {revealed
          ? `${bonus.multiplier}x${boost > 1 ? ` × ${boost} = ${bonus.multiplier * boost}x` : ''}`
          : '…'}
      </div>
    </section>
  );
}

/** Sixteen embers on the anvil; a glow walks over them, settles on the pick, and all are turned. */
function EmberPick({ picked, progress, revealed }: { picked: number; progress: number; revealed: boolean }) {
  const values = emberMultipliers();
  // The glow hops from ember to ember, slowing as it nears the pick, and rests on it.
  const hops = 22;
  const step = Math.floor(easeOutCubic(Math.min(1, progress / REVEAL_SHARE)) * hops);
  const lit = revealed ? picked : (picked + step - hops + values.length * 4) % values.length;
  return (
    <div className={classes.embers}>
      {values.map((value, index) => (
        <div
          // The embers are fixed places on the anvil: the index is the ember.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className={classes.ember}
          data-lit={index === lit || undefined}
          data-picked={(revealed && index === picked) || undefined}
          data-open={revealed || undefined}
        >
          <span>{revealed ? `${value}x` : ''}</span>
        </div>
      ))}
    </div>
  );
}

const OUTER = 100;
const INNER = 40;

/** The second wheel, smaller: its own spin, landing on the drawn entry. */
function DragonWheel({ round, index, progress }: { round: ShowRound; index: number; progress: number }) {
  const entries = dragonEntries();
  const layout = useMemo(() => spreadLayout(entries.map((entry) => entry.weight)), [entries]);
  const step = segmentAngle(layout.length);
  const stop = bonusWheelSegment(layout, index, round.id);
  const reduceMotion = useReducedMotion();
  const target = 4 * 360 + ((360 - (stop + landingNudge(round.id)) * step) % 360);
  const rotation = reduceMotion
    ? progress >= REVEAL_SHARE
      ? target
      : 0
    : target * easeOutCubic(progress / REVEAL_SHARE);
  const group = useRef<SVGGElement>(null);
  useEffect(() => {
    group.current?.setAttribute('transform', `rotate(${rotation.toFixed(2)})`);
  }, [rotation]);
  const landed = progress >= REVEAL_SHARE ? stop : null;
  return (
    <svg className={classes.dragonSvg} viewBox="-112 -118 224 230" role="img" aria-label="The Dragon Wheel">
      <circle r={OUTER + 8} fill="var(--show-red-13)" stroke="var(--show-amber-58)" strokeWidth={3} />
      <g ref={group}>
        {layout.map((entry, slot) => {
          const a0 = slot * step - step / 2;
          const multiplier = entries[entry]?.multiplier ?? 0;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the wheel's segments are fixed slots
            <g key={slot} className={classes.segment} data-hit={slot === landed || undefined}>
              <path d={sectorPath(a0, a0 + step, INNER, OUTER)} fill={DRAGON_COLOURS[entry]} />
              <text
                className={classes.dragonLabel}
                transform={`rotate(${slot * step}) translate(0 -84) rotate(-90)`}
                fill={entry >= 6 ? 'var(--show-orange-8)' : 'var(--show-white-100)'}
              >
                {multiplier}
              </text>
            </g>
          );
        })}
      </g>
      <circle r={INNER} fill="var(--show-pink-5)" stroke="var(--show-amber-58)" strokeWidth={2} />
      <text className={classes.dragonHub}>★</text>
      <path className={classes.pointer} d="M -8 -117 L 8 -117 L 0 -98 Z" />
    </svg>
  );
}
