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
  '1': { label: '1', colour: '#f2c94c', ink: '#2b1d00' },
  '2': { label: '2', colour: '#4f8cff', ink: '#ffffff' },
  '5': { label: '5', colour: '#9b5cff', ink: '#ffffff' },
  '10': { label: '10', colour: '#20c997', ink: '#06231a' },
  'ember-pick': { label: 'EMBER', colour: '#ff7a1a', ink: '#2a0d00' },
  'dragon-wheel': { label: 'DRAGON', colour: '#b3122e', ink: '#ffd76a' },
};

export const SPOTS: SpotLook[] = SHOW_DOCUMENT.spots.map((spot) => {
  const look = LOOKS[spot.id] ?? { label: spot.name, colour: '#5c677d', ink: '#ffffff' };
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
