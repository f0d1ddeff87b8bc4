import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { formatMultiplier, originalGame, type Seeds, takeFloats, verifyOutcome } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { defaultHelpDir } from './help-folder';

/**
 * The Provably fair article's worked example is numbers a player will check by hand.
 * This test reads the seeds the article gives, recomputes every figure with the code the
 * casino runs, and fails if the article says anything else.
 */
const text = fs.readFileSync(path.join(defaultHelpDir(), 'provably-fair.md'), 'utf8');

function given(label: string): string {
  const match = new RegExp(`^- ${label}: \`([^\`]+)\`$`, 'm').exec(text);
  if (!match?.[1]) throw new Error(`the article gives no ${label}`);
  return match[1];
}

function play(slug: string, seeds: Seeds, params: unknown) {
  const game = originalGame(slug);
  if (!game) throw new Error(`no game ${slug}`);
  return verifyOutcome(game, seeds, game.paramsSchema.parse(params));
}

describe('the Provably fair article', () => {
  const seeds: Seeds = {
    serverSeed: given('Server seed'),
    clientSeed: given('Client seed'),
    nonce: Number(given('Nonce')),
  };

  it('gives the server seed’s real hash and HMAC', () => {
    expect(given('Its SHA-256, shown before play')).toBe(
      createHash('sha256').update(seeds.serverSeed).digest('hex'),
    );
    const message = `${seeds.clientSeed}:${seeds.nonce}:0`;
    const block = createHmac('sha256', seeds.serverSeed).update(message).digest();
    expect(text).toContain(`The message is \`${message}\`.`);
    expect(text).toContain(`gives \`${block.toString('hex')}\`.`);
    const bytes = [...block.subarray(0, 4)];
    const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join(' ');
    expect(text).toContain(
      `The first four bytes are \`${hex}\`, that is ${bytes.slice(0, 3).join(', ')} and ${bytes[3]}.`,
    );
    const [float] = takeFloats(seeds, 1);
    expect(text).toContain(
      `The number: ${bytes[0]}/256 + ${bytes[1]}/256² + ${bytes[2]}/256³ + ${bytes[3]}/256⁴ = ${float}.`,
    );
  });

  it('gives the dice roll and payout the game computes', () => {
    const [float = 0] = takeFloats(seeds, 1);
    const { result } = play('dice', seeds, { condition: 'under', target: 50 }) as {
      result: { roll: number };
    };
    const hundredths = Math.floor(float * 10_001);
    expect(result.roll).toBe(hundredths / 100);
    expect(text).toContain(`${float} × 10,001 = ${Math.floor(float * 100_010) / 10}…, so the roll`);
    expect(text).toContain(`so the roll is ${hundredths} hundredths: **${result.roll.toFixed(2)}**.`);
    expect(result.roll).toBeLessThan(50);
    const multiplier = originalGame('dice')?.maxMultiplier({ condition: 'under', target: 50 }) ?? 0n;
    expect(text).toContain(`A bet on _under 50.00_ wins and pays **${formatMultiplier(multiplier)}x**.`);
  });

  it('gives the limbo result the game computes', () => {
    const [float = 0] = takeFloats(seeds, 1);
    const n = Math.floor(float * 1e8);
    const { result } = play('limbo', seeds, { target: 2 }) as { result: { multiplier: number } };
    expect(text).toContain(
      `= ${n} after dropping the fraction; 10⁸ / ${n + 1} × 0.99 gives **${result.multiplier.toFixed(2)}**`,
    );
    expect(result.multiplier).toBeGreaterThanOrEqual(2);
    expect(text).toContain('A target of 2.00 wins.');
  });

  it('gives the command that repeats the HMAC with the same seeds', () => {
    expect(text).toContain(
      `printf '%s' '${seeds.clientSeed}:${seeds.nonce}:0' | openssl dgst -sha256 -hmac '${seeds.serverSeed}'`,
    );
  });
});
