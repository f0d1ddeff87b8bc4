import { formatMultiplier, takeFloats } from '@ante/core';
import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { describe, expect, it } from 'vitest';
import page from '../../../../docs/studio-slot.md?raw';
import { compileSlot } from './document';
import { exactRtp, reelSetOdds } from './exact-rtp';
import { FORGE_OF_FORTUNE } from './forge-of-fortune';
import text from './forge-of-fortune.json?raw';
import { documentSha256, publishedInfo } from './published-info';
import { div, mul, ONE, type Rational, rational, sub, toDecimal, toNumber, ZERO } from './rational';
import { playRound } from './spin';
import { slotStatistics } from './statistics';
import { EXAMPLE } from './test-support';

const SHA256 = '165d4294d8d89b10e0f0dce18075ba946406e50ed941e2d5a6d0ca0d010f7898';

describe('the published information', () => {
  const info = publishedInfo(text);

  it('shows the figures computed from the document', () => {
    expect(info).toEqual({
      id: 'forge-of-fortune',
      name: 'Forge of Fortune',
      version: '1.0.0',
      rtp: '96.00',
      rtpPrecise: '96.001592',
      rtpFraction: expect.stringMatching(/^\d+\/\d+$/),
      rtpParts: { baseLines: '66.475269', baseScatter: '1.739681', feature: '27.786642' },
      houseEdge: '4.00',
      hitFrequency: '41.66',
      hitFrequencyOneIn: '2.40',
      featureFrequencyOneIn: '140.4',
      volatility: 'medium',
      standardDeviation: '4.52',
      maxWin: '6862.1',
      paylines: 20,
      sha256: SHA256,
    });
  });

  it('hashes the text byte for byte as served', () => {
    // The standard test vector: SHA-256 of "abc".
    expect(documentSha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(documentSha256(text)).toBe(SHA256);
    // The same document written differently is other bytes, so another hash, with the same figures.
    const compact = JSON.stringify(JSON.parse(text));
    const other = publishedInfo(compact);
    expect(other.sha256).not.toBe(SHA256);
    expect({ ...other, sha256: SHA256 }).toEqual(info);
  });

  it('refuses text that is not a valid document', () => {
    expect(() => publishedInfo(text.replace('"multiplier": 3', '"multiplier": 0'))).toThrow(
      'invalid slot document at freeSpins.multiplier',
    );
  });
});

/** A marked block of docs/studio-slot.md, spaces and table rules evened out (the formatter aligns tables). */
function block(name: string): string {
  const match = new RegExp(`<!-- ${name}:start -->\\n([\\s\\S]*?)<!-- ${name}:end -->`).exec(page);
  return (match?.[1] ?? '')
    .replace(/-{3,}/g, '---')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

function even(lines: string[]): string {
  return lines
    .join('\n')
    .replace(/-{3,}/g, '---')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

function figures(): string {
  const info = publishedInfo(text);
  const rtp = exactRtp(FORGE_OF_FORTUNE);
  return even([
    '| Figure | Value |',
    '| --- | --- |',
    `| Return to player | ${info.rtp}% (${info.rtpPrecise}%) |`,
    `| House edge | ${info.houseEdge}% |`,
    `| Base game, line pays | ${info.rtpParts.baseLines}% |`,
    `| Base game, scatter pays | ${info.rtpParts.baseScatter}% |`,
    `| Free spins | ${info.rtpParts.feature}% |`,
    `| Hit frequency (a paid spin wins anything) | ${info.hitFrequency}%, 1 in ${info.hitFrequencyOneIn} |`,
    `| Free spins start | 1 in ${info.featureFrequencyOneIn} paid spins |`,
    `| Free spins per trigger, retriggers included | ${toDecimal(rtp.expectedFreeSpins, 6)} (${toDecimal(rtp.expectedFreeSpinsUnlimited ?? rtp.expectedFreeSpins, 6)} without the limit of 30) |`,
    `| Expected win of a triggered feature | ${toDecimal(rtp.featureValue, 4)}x the bet |`,
    `| Standard deviation of a paid round | ${info.standardDeviation}x the bet |`,
    `| Volatility | ${info.volatility} |`,
    `| Max win | ${info.maxWin}x the bet |`,
    `| SHA-256 of the document | \`${info.sha256}\` |`,
  ]);
}

function example(): string {
  const { serverSeed, clientSeed, nonce } = EXAMPLE;
  const block = hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${clientSeed}:${nonce}:0`));
  const floats = takeFloats(EXAMPLE, 5);
  const round = playRound(FORGE_OF_FORTUNE, EXAMPLE);
  const paid = round.spins[0];
  const trigger = playRound(FORGE_OF_FORTUNE, { ...EXAMPLE, nonce: 47 });
  const [triggering, ...free] = trigger.spins;
  if (!paid || !triggering) throw new Error('a round always has its paid spin');
  const rows = ['top', 'middle', 'bottom'];
  return even([
    `- Seeds: server seed \`${serverSeed}\`, client seed \`${clientSeed}\`, nonce ${nonce}.`,
    `- Round 0 of the byte stream: HMAC-SHA256(key \`${serverSeed}\`, message \`${clientSeed}:${nonce}:0\`) = \`${bytesToHex(block)}\`.`,
    `- The first five floats, one per reel: ${floats.join(', ')}.`,
    `- Stops, floor(float × 32): ${paid.stops.join(', ')} (each float's first byte shifted right by 3: ${Array.from(
      block.slice(0, 20),
    )
      .filter((_, i) => i % 4 === 0)
      .map((b) => `${b} >> 3`)
      .join(', ')}).`,
    '',
    '| row | reel 1 | reel 2 | reel 3 | reel 4 | reel 5 |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((name, row) => `| ${row} (${name}) | ${paid.window.map((reel) => reel[row]).join(' | ')} |`),
    '',
    ...paid.evaluation.lineWins.map(
      (win) =>
        `- Line ${win.line} (rows ${FORGE_OF_FORTUNE.paylines[win.line]?.join(', ')}) shows ${win.positions.map(({ reel, row }) => paid.window[reel]?.[row]).join(', ')}: ${win.symbol} x${win.count}, ${win.lineBets} line bets.`,
    ),
    `- The spin pays ${paid.evaluation.lineBets} line bets, ${formatMultiplier(paid.evaluation.multiplier)}x the total bet; no scatter shows, so the round ends at one nonce.`,
    `- Nonce 47 stops at ${triggering.stops.join(', ')} and shows ${triggering.evaluation.scatterCount} scatters (reels ${triggering.evaluation.scatterWin?.positions.map(({ reel }) => reel + 1).join(', ')}): ${formatMultiplier(triggering.evaluation.multiplier)}x the bet and ${triggering.freeSpinsAdded} free spins, played at nonces ${free[0]?.nonce} to ${free.at(-1)?.nonce} on the free strips. They pay ${free.map((spin) => spin.evaluation.lineBets).join(', ')} line bets (tripled already), so the round pays ${trigger.lineBets} line bets, ${formatMultiplier(trigger.multiplier)}x the bet, and uses ${trigger.noncesUsed} nonces.`,
  ]);
}

describe('docs/studio-slot.md', () => {
  it('quotes the figures the code computes', () => {
    expect(block('slot-figures')).toBe(figures());
  });

  it('walks through the worked example the code plays', () => {
    expect(block('slot-example')).toBe(example());
  });

  it('derives the figures with the numbers the code computes', () => {
    const flat = page.replace(/-{3,}/g, '---').replace(/\s+/g, ' ');
    const slot = compileSlot(FORGE_OF_FORTUNE);
    const rtp = exactRtp(FORGE_OF_FORTUNE);
    const statistics = slotStatistics(FORGE_OF_FORTUNE);
    const base = reelSetOdds(slot, 'base');
    const free = reelSetOdds(slot, 'free');
    const lines = rational(20n);
    const count = (value: bigint | number) => value.toLocaleString('en');
    const fraction = (value: Rational) => `${count(value.numerator)} / ${count(value.denominator)}`;
    const best = (j: number) =>
      j * statistics.maxRetriggeringSpin + (Math.min(10 + 10 * j, 30) - j) * statistics.maxFreeSpin;
    const stated = [
      ...[3, 4, 5].map((k) => {
        const ways = base.scatterWays[k] ?? 0n;
        const chance = toDecimal(mul(rational(ways, base.combinations), rational(100n)), 6);
        return `| ${k} | ${count(ways)} | ${chance}% | ${FORGE_OF_FORTUNE.scatterPays.pays[String(k) as '3']}x |`;
      }),
      `${fraction(rtp.baseLines)} = ${toDecimal(rtp.baseLines, 8)} line bets per line`,
      `= ${fraction(rtp.baseScatter)} = **1.739681%**`,
      `${fraction(rtp.triggerProbability)} = ${toDecimal(mul(rtp.triggerProbability, rational(100n)), 5)}%, once in **${toDecimal(div(ONE, rtp.triggerProbability), 2)}**`,
      `the lines return ${toDecimal(div(free.lineBets, lines), 8)} bets and the scatters ${toDecimal(div(free.scatterBets, lines), 8)}`,
      `E[W] = ${fraction(rtp.freeSpinValue)} = ${toDecimal(rtp.freeSpinValue, 8)} bets`,
      `p R = ${toDecimal(mul(rtp.retriggerProbability, rational(10n)), 4)} < 1`,
      `${fraction(rtp.expectedFreeSpinsUnlimited ?? ZERO)} = ${toDecimal(rtp.expectedFreeSpinsUnlimited ?? ZERO, 6)} without a limit`,
      `**E[T] = ${toDecimal(rtp.expectedFreeSpins, 6)}**`,
      `${toDecimal(rtp.expectedFreeSpins, 6)} × ${toDecimal(rtp.freeSpinValue, 8)} × 3 = ${toDecimal(rtp.featureValue, 4)} bets`,
      `a house edge of ${toDecimal(mul(sub(ONE, rtp.total), rational(100n)), 6)}%`,
      `${count(statistics.hitFrequency.numerator * 8n)} of the 33,554,432 base combinations`,
      `${fraction(statistics.hitFrequency)} = **41.66%**`,
      `standard deviation of ${Math.sqrt(toNumber(statistics.baseSpinVariance)).toFixed(2)} bets`,
      `(variance ${toDecimal(statistics.roundVariance, 4)})`,
      `The largest base spin pays ${count(statistics.maxBaseSpin)} line bets (${statistics.maxBaseSpin / 20}x)`,
      `that triggers free spins, ${count(statistics.maxTriggeringSpin)}.`,
      `The largest free spin pays ${count(statistics.maxFreeSpin)} line bets`,
      `the largest that retriggers, ${count(statistics.maxRetriggeringSpin)}.`,
      `no retrigger, 10 × ${count(statistics.maxFreeSpin)} = ${count(best(0))}`,
      `one, ${count(statistics.maxRetriggeringSpin)} + 19 × ${count(statistics.maxFreeSpin)} = ${count(best(1))}`,
      `two, ${count(2 * statistics.maxRetriggeringSpin)} + 28 × ${count(statistics.maxFreeSpin)} = ${count(best(2))}`,
      `${count(statistics.maxTriggeringSpin)} + 3 × ${count(best(2))} = ${count(statistics.maxWinLineBets)} line bets, **${count(statistics.maxWinLineBets / 20)}x the bet**`,
    ];
    // Listing what is missing keeps the failure short: the page itself is long.
    expect(
      stated.map((sentence) => sentence.replace(/\s+/g, ' ')).filter((sentence) => !flat.includes(sentence)),
    ).toEqual([]);
  });
});
