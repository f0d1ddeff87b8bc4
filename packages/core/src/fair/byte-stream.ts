import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { utf8ToBytes } from '@noble/hashes/utils';

/**
 * The provably-fair byte stream (docs/provably-fair.md#from-seeds-to-numbers): round r gives the 32 bytes of
 * HMAC_SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${r}`), key and
 * message as UTF-8; a game takes as many bytes as it needs, in order. Pure and
 * synchronous, so the server and the browser compute the same outcomes.
 */
export interface Seeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** HMAC states keyed with a server seed, newest last: a seed serves many bets in a row. */
const keyedStates = new Map<string, ReturnType<typeof hmac.create>>();
const KEYED_STATES_KEPT = 256;

/**
 * The HMAC state keyed with `serverSeed`, built once for as long as the seed is among
 * the latest used: keying is half the hashing of an HMAC, and a server seed keys every
 * bet of its pair. The state is only ever cloned, never updated, so sharing it is safe.
 */
function keyedState(serverSeed: string) {
  let keyed = keyedStates.get(serverSeed);
  if (keyed) {
    keyedStates.delete(serverSeed);
  } else {
    keyed = hmac.create(sha256, utf8ToBytes(serverSeed));
    if (keyedStates.size >= KEYED_STATES_KEPT) {
      const oldest = keyedStates.keys().next().value;
      if (oldest !== undefined) keyedStates.delete(oldest);
    }
  }
  keyedStates.set(serverSeed, keyed);
  return keyed;
}

export function* bytes({ serverSeed, clientSeed, nonce }: Seeds): Generator<number, never, undefined> {
  const keyed = keyedState(serverSeed);
  for (let round = 0; ; round += 1) {
    const block = keyed
      .clone()
      .update(utf8ToBytes(`${clientSeed}:${nonce}:${round}`))
      .digest();
    for (const byte of block) yield byte;
  }
}

/** Floats in [0, 1): each 4 bytes b0..b3 give b0/256 + b1/256^2 + b2/256^3 + b3/256^4. */
export function* floats(seeds: Seeds): Generator<number, never, undefined> {
  const stream = bytes(seeds);
  for (;;) {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 4; i += 1) {
      scale /= 256;
      value += (stream.next().value as number) * scale;
    }
    yield value;
  }
}

/** The first `count` floats of a bet. */
export function takeFloats(seeds: Seeds, count: number): number[] {
  const stream = floats(seeds);
  return Array.from({ length: count }, () => stream.next().value as number);
}

/** Drawing without repeats (keno, mines, tower): each float takes `floor(f * pool.length)` from the pool. */
export function drawWithoutRepeats<T>(pool: readonly T[], count: number, source: Iterator<number>): T[] {
  const remaining = [...pool];
  const drawn: T[] = [];
  for (let i = 0; i < count && remaining.length > 0; i += 1) {
    const float = source.next().value as number;
    const [taken] = remaining.splice(Math.floor(float * remaining.length), 1);
    drawn.push(taken as T);
  }
  return drawn;
}

export const SUITS = ['diamonds', 'hearts', 'spades', 'clubs'] as const;
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export type Suit = (typeof SUITS)[number];
export type Rank = (typeof RANKS)[number];
export interface Card {
  rank: Rank;
  suit: Suit;
}

/** Infinite deck: `floor(f * 52)` into 2♦ 2♥ 2♠ 2♣ 3♦ ... A♣ (rank major, then suit). */
export function cardFromFloat(float: number): Card {
  const index = Math.floor(float * 52);
  return { rank: RANKS[Math.floor(index / 4)] as Rank, suit: SUITS[index % 4] as Suit };
}

/** The cards of a bet in the order they come off the stream. */
export function* cards(seeds: Seeds): Generator<Card, never, undefined> {
  const stream = floats(seeds);
  for (;;) yield cardFromFloat(stream.next().value as number);
}
