import type { ShowState } from '@ante/core';
import { Button, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/error-text';
import { fetchShowRounds, type HistoryRound } from './show-api';
import { dragonEntries, emberMultipliers, SHOW_DOCUMENT, showPublishedInfo, spotLook } from './show-document';
import classes from './show-stage.module.css';
import { type Verdict, verifyRound } from './verify-round';

function odds(weight: number, total: number): string {
  return `${((weight / total) * 100).toFixed(2)}% (${weight} in ${total})`;
}

/**
 * How the show works and how to check it: the return of each spot worked out from the
 * published document, the booster's and the bonuses' odds, the chain's terminal hash
 * and salt, and the last rounds, each recomputable here in the browser.
 */
export function ShowInfo({ state, studioUrl }: { state: ShowState | null; studioUrl: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <section className={classes.info} aria-labelledby="show-info-title">
      <div className={classes.infoHead}>
        <h2 id="show-info-title" className={classes.infoTitle}>
          How it works &amp; fairness
        </h2>
        <Button size="xs" variant="default" onClick={() => setOpen((shown) => !shown)} aria-expanded={open}>
          {open ? 'Hide' : 'Show'}
        </Button>
      </div>
      <p className={classes.infoLead}>
        One wheel for every player: stake on the spots you think it stops on while the countdown runs. Before
        the spin the forge hammer may strike one spot and multiply what it pays. Ember Pick and Dragon Wheel
        open a bonus round that pays its draw to everyone on the spot. Every payout includes the stake.
      </p>
      {open && <InfoBody state={state} studioUrl={studioUrl} />}
    </section>
  );
}

function InfoBody({ state, studioUrl }: { state: ShowState | null; studioUrl: string | null }) {
  const info = useMemo(() => showPublishedInfo(), []);
  const spots = SHOW_DOCUMENT.booster.spots;
  const spotTotal = spots.reduce((sum, entry) => sum + entry.weight, 0);
  const boosts = SHOW_DOCUMENT.booster.multipliers;
  const boostTotal = boosts.reduce((sum, entry) => sum + entry.weight, 0);
  const dragon = dragonEntries();
  const dragonTotal = dragon.reduce((sum, entry) => sum + entry.weight, 0);
  return (
    <div className={classes.infoBody}>
      <h3 className={classes.infoSub}>Return per spot</h3>
      <Table.ScrollContainer minWidth={520}>
        <Table className={classes.infoTable} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Spot</Table.Th>
              <Table.Th>Pays</Table.Th>
              <Table.Th>RTP</Table.Th>
              <Table.Th>Hit chance</Table.Th>
              <Table.Th>Max win</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {info.spots.map((row) => (
              <Table.Tr key={row.spot}>
                <Table.Td>
                  <span className={classes.infoDot} style={{ background: spotLook(row.spot)?.colour }} />
                  {row.name}
                </Table.Td>
                <Table.Td>{spotLook(row.spot)?.pays ? `${spotLook(row.spot)?.pays}x` : 'Bonus'}</Table.Td>
                <Table.Td>{row.rtp}%</Table.Td>
                <Table.Td>
                  {row.hitChance}%, 1 in {row.hitOneIn}
                </Table.Td>
                <Table.Td>{row.maxWin}x</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <h3 className={classes.infoSub}>The forge hammer</h3>
      <p>
        Drawn every round when betting closes. Which spot:{' '}
        {spots
          .map(
            (entry) =>
              `${entry.spot === 'none' ? 'none' : (spotLook(entry.spot)?.name ?? entry.spot)} ${odds(entry.weight, spotTotal)}`,
          )
          .join('; ')}
        . How much:{' '}
        {boosts.map((entry) => `${entry.multiplier}x ${odds(entry.weight, boostTotal)}`).join('; ')}.
      </p>
      <h3 className={classes.infoSub}>Bonus rounds</h3>
      <p>
        Ember Pick: sixteen embers hide {emberMultipliers().join(', ')} (times the stake); one is picked, each
        equally likely. Dragon Wheel: a second wheel of {dragonTotal} segments,{' '}
        {dragon.map((entry) => `${entry.multiplier}x on ${entry.weight}`).join(', ')}. A boost on the bonus
        spot multiplies what the bonus pays.
      </p>
      <h3 className={classes.infoSub}>Provably fair</h3>
      <p>
        Every round’s seed is a link of one SHA-256 hash chain, fixed before the first round: a round’s seed
        hashes to the hash published before its betting opened. The result is drawn from the seed, the public
        salt and the round’s number, with the game document (SHA-256{' '}
        <code className={classes.hash}>{info.sha256}</code>).
      </p>
      <dl className={classes.chain}>
        <dt>Terminal hash</dt>
        <dd>
          <code className={classes.hash}>{state?.terminalHash ?? '—'}</code>
        </dd>
        <dt>Salt</dt>
        <dd>
          <code className={classes.hash}>{state?.salt ?? '—'}</code>
        </dd>
      </dl>
      {studioUrl && state && <RoundHistory studioUrl={studioUrl} salt={state.salt} />}
    </div>
  );
}

function RoundHistory({ studioUrl, salt }: { studioUrl: string; salt: string }) {
  const rounds = useQuery({
    queryKey: ['show-rounds', studioUrl],
    queryFn: () => fetchShowRounds(studioUrl),
    staleTime: 10_000,
  });
  const [verdicts, setVerdicts] = useState<Record<number, Verdict | null>>({});
  if (rounds.error) return <p className={classes.sideEmpty}>{errorMessage(rounds.error)}</p>;
  if (!rounds.data) return <p className={classes.sideEmpty}>Loading the rounds…</p>;
  const check = (round: HistoryRound) =>
    setVerdicts((before) => ({ ...before, [round.id]: verifyRound(round, salt) }));
  return (
    <>
      <h3 className={classes.infoSub}>Last rounds</h3>
      <ul className={classes.rounds}>
        {rounds.data.map((round) => {
          const verdict = verdicts[round.id];
          const ok = verdict ? verdict.hashMatches && verdict.resultMatches : null;
          return (
            <li key={round.id} className={classes.roundRow}>
              <span className={classes.roundId}>#{round.id}</span>
              <span>
                {spotLook(round.segment)?.name ?? '—'}
                {round.booster?.spot
                  ? ` · hammer ${spotLook(round.booster.spot)?.name} x${round.booster.multiplier}`
                  : ''}
                {round.bonus ? ` · bonus ${round.bonus.multiplier}x` : ''}
              </span>
              <code
                className={classes.hash}
                title={`hash ${round.hash}\nseed ${round.seed ?? 'not yet revealed'}`}
              >
                {round.hash.slice(0, 12)}…
              </code>
              {round.seed ? (
                <Button size="compact-xs" variant="default" onClick={() => check(round)}>
                  Verify
                </Button>
              ) : (
                <span className={classes.sideEmpty}>seed hidden</span>
              )}
              {verdict !== undefined && (
                <span className={classes.verdict} data-ok={ok || undefined} role="status">
                  {ok ? '✓ verified' : `✗ ${verdict?.hashMatches ? 'result differs' : 'hash differs'}`}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
