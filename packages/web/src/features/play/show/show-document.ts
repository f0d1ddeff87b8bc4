import { FORGE_WHEEL, publishedInfo, type ShowPublishedInfo } from '@ante/studio/show';
// The document's exact bytes, so the hash shown is the hash of the file as published.
import documentText from '../../../../../studio/src/show/forge-wheel.json?raw';

/** The show the stage draws: Forge Wheel's one published document. */
export const SHOW_DOCUMENT = FORGE_WHEEL;
export const WHEEL = SHOW_DOCUMENT.wheel;
export const WHEEL_SEGMENTS = WHEEL.length;

export interface SpotLook {
  id: string;
  /** Short text on the wheel and the table ("10", "Ember"). */
  label: string;
  name: string;
  /** What a unit stake pays, stake included; null for a bonus, which pays its draw. */
  pays: number | null;
  colour: string;
  /** A colour for text drawn on the spot's colour. */
  ink: string;
}

/** The colour of each spot: the numbers cool to warm as they pay more, the bonuses the forge's fire. */
const LOOKS: Record<string, { label: string; colour: string; ink: string }> = {
  '1': { label: '1', colour: 'var(--show-amber-62)', ink: 'var(--show-amber-8)' },
  '2': { label: '2', colour: 'var(--show-blue-65)', ink: 'var(--show-white-100)' },
  '5': { label: '5', colour: 'var(--show-violet-68)', ink: 'var(--show-white-100)' },
  '10': { label: '10', colour: 'var(--show-teal-46)', ink: 'var(--show-teal-8)' },
  'ember-pick': { label: 'EMBER', colour: 'var(--show-orange-55)', ink: 'var(--show-orange-9)' },
  'dragon-wheel': { label: 'DRAGON', colour: 'var(--show-red-39)', ink: 'var(--show-amber-71)' },
};

export const SPOTS: SpotLook[] = SHOW_DOCUMENT.spots.map((spot) => {
  const look = LOOKS[spot.id] ?? {
    label: spot.name,
    colour: 'var(--show-blue-43)',
    ink: 'var(--show-white-100)',
  };
  return { id: spot.id, name: spot.name, pays: spot.kind === 'number' ? spot.pays : null, ...look };
});

export function spotLook(id: string | null | undefined): SpotLook | undefined {
  return SPOTS.find((spot) => spot.id === id);
}

/** The Ember Pick's sixteen hidden multipliers, in the document's order. */
export function emberMultipliers(): readonly number[] {
  const rules = SHOW_DOCUMENT.bonuses['ember-pick'];
  return rules?.kind === 'pick' ? rules.multipliers : [];
}

/** The Dragon Wheel's entries (multiplier and weight). */
export function dragonEntries(): readonly { multiplier: number; weight: number }[] {
  const rules = SHOW_DOCUMENT.bonuses['dragon-wheel'];
  return rules?.kind === 'wheel' ? rules.segments : [];
}

let info: ShowPublishedInfo | null = null;
/** The RTP table, worked out from the document's text once, when the info panel first asks. */
export function showPublishedInfo(): ShowPublishedInfo {
  info ??= publishedInfo(documentText);
  return info;
}
