/**
 * Forge of Fortune played round after round through the provably-fair byte stream, to
 * set the simulated figures beside the exact ones (docs/studio-slot.md). The studio's
 * sources are bundled with esbuild, as the other benches bundle the server's, so what
 * runs is the TypeScript the tests check.
 *
 *   node bench/slot-rtp.mjs --rounds 10000000 --per-seed 100000
 *
 * Each block of `--per-seed` rounds plays on a fresh random server seed and client
 * seed, nonce 0 upwards; a round takes the nonces of its paid spin and its free spins,
 * and the next round starts after them, as a player's would.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { benchArgs, root } from './rounds-bench.mjs';

const args = benchArgs();
const rounds = Number(args.rounds ?? 10_000_000);
const perSeed = Number(args['per-seed'] ?? 100_000);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ante-slot-bench-'));
const outfile = path.join(dir, 'studio.mjs');
await build({
  entryPoints: [path.join(root, 'packages/studio/src/index.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'silent',
});
const studio = await import(outfile);
fs.rmSync(dir, { recursive: true, force: true });

const text = fs.readFileSync(path.join(root, 'packages/studio/src/slot/forge-of-fortune.json'), 'utf8');
const document = studio.parseSlotDocument(JSON.parse(text));
const lines = document.paylines.length;

const started = performance.now();
let baseLines = 0;
let baseScatter = 0;
let feature = 0;
let squares = 0;
let hits = 0;
let triggers = 0;
let freeSpins = 0;
let biggest = 0;
let seeds = null;
for (let round = 0; round < rounds; round += 1) {
  if (round % perSeed === 0) {
    seeds = {
      serverSeed: randomBytes(32).toString('hex'),
      clientSeed: randomBytes(8).toString('hex'),
      nonce: 0,
    };
  }
  const played = studio.playRound(document, seeds);
  seeds.nonce += played.noncesUsed;
  const paid = played.spins[0].evaluation;
  const scatter = paid.scatterWin?.lineBets ?? 0;
  baseLines += paid.lineBets - scatter;
  baseScatter += scatter;
  feature += played.lineBets - paid.lineBets;
  squares += played.lineBets * played.lineBets;
  if (paid.lineBets > 0) hits += 1;
  if (played.freeSpinsPlayed > 0) triggers += 1;
  freeSpins += played.freeSpinsPlayed;
  biggest = Math.max(biggest, played.lineBets);
  if ((round + 1) % 1_000_000 === 0)
    process.stderr.write(
      `${(round + 1).toLocaleString('en')} rounds, ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    );
}
const seconds = (performance.now() - started) / 1000;

const rtp = studio.exactRtp(document);
const statistics = studio.slotStatistics(document);
const exact = (value, places = 4) => studio.toDecimal(studio.mul(value, studio.rational(100n)), places);
const simulated = (lineBets, places = 4) => ((100 * lineBets) / lines / rounds).toFixed(places);
const total = baseLines + baseScatter + feature;
const mean = total / lines / rounds;
const deviation = Math.sqrt(squares / lines / lines / rounds - mean * mean);
const standardError = (100 * statistics.standardDeviation) / Math.sqrt(rounds);

const rows = [
  ['RTP %', simulated(total), exact(rtp.total)],
  ['  base game lines %', simulated(baseLines), exact(rtp.baseLines)],
  ['  base game scatters %', simulated(baseScatter), exact(rtp.baseScatter)],
  ['  free spins %', simulated(feature), exact(rtp.feature)],
  ['hit frequency %', ((100 * hits) / rounds).toFixed(4), exact(statistics.hitFrequency)],
  [
    'free spins start, 1 in',
    (rounds / triggers).toFixed(2),
    studio.toDecimal(studio.div(studio.ONE, rtp.triggerProbability), 2),
  ],
  ['free spins per trigger', (freeSpins / triggers).toFixed(4), studio.toDecimal(rtp.expectedFreeSpins, 4)],
  ['standard deviation, bets', deviation.toFixed(3), statistics.standardDeviation.toFixed(3)],
  ['largest round, bets', (biggest / lines).toFixed(2), `${statistics.maxWinLineBets / lines} (max)`],
];
const width = Math.max(...rows.map(([name]) => name.length));
console.log(
  `${rounds.toLocaleString('en')} rounds (${triggers.toLocaleString('en')} with free spins, ${(rounds + freeSpins).toLocaleString('en')} spins) in ${seconds.toFixed(1)} s, ${Math.round(rounds / seconds).toLocaleString('en')} rounds/s`,
);
console.log(`${'figure'.padEnd(width)}  ${'simulated'.padStart(12)}  ${'exact'.padStart(16)}`);
for (const [name, sim, ex] of rows)
  console.log(`${name.padEnd(width)}  ${sim.padStart(12)}  ${ex.padStart(16)}`);
console.log(
  `RTP standard error ${standardError.toFixed(4)} percentage points; simulated minus exact: ${(
    (100 * total) / lines / rounds - Number(exact(rtp.total, 8))
  ).toFixed(4)}`,
);
