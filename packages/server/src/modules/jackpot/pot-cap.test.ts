import { fromDecimalString } from '@ante/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../lib/config';
import { feedChannel } from '../../lib/events';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { diceBet, eventually, expectLedgerSound, fund } from '../../test/wallet-helpers';
import { accruePot } from './jobs';

/**
 * JACKPOT_MAX_USD: real HTTP, database, bus and ledger. Replaced: the draw (a test
 * decides who wins) and the settle lag (zero, so a stake counts as soon as it is placed).
 * A pot of 1000 with a cap of 1001 and a 1% contribution reaches the cap after 100 USD
 * staked.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { JACKPOT_SEED_USD: '1000', JACKPOT_MAX_USD: '1001', JACKPOT_CONTRIBUTION: '0.01' },
  });
  server.context.jackpot.settleLagMs = 0;
  server.context.jackpot.draw = () => false;
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const usd = (value: string) => fromDecimalString(value);
const current = async () => (await server.client().get('/api/feeds/jackpot/current')).body;

describe('the pot cap', () => {
  it('stops the pot at the cap: shown, stored and paid, and stakes past it add nothing', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '1000');
    expect(await current()).toMatchObject({ amount: '1000', seedUsd: '1000', maxUsd: '1001' });
    await diceBet(client, '60', 50);
    expect((await current()).amount).toBe('1000.6');
    // 60 + 60 USD staked would make 1001.2: the pot shows the cap.
    await diceBet(client, '60', 50);
    expect((await current()).amount).toBe('1001');

    const events: unknown[] = [];
    const stop = await server.context.bus.subscribe(feedChannel('jackpot'), (message) => {
      events.push(message);
    });
    expect(await accruePot(server.context, 0)).toBe(true);
    await eventually(() => expect(events).toEqual([{ newAmount: '1001' }]));
    // At the cap, more stakes change nothing: no write, no event.
    await diceBet(client, '60', 50);
    expect(await accruePot(server.context, 0)).toBe(false);
    expect((await current()).amount).toBe('1001');
    await stop();
    const stored = await server.context.database.db
      .selectFrom('jackpot_pot')
      .select('amount_usd')
      .executeTakeFirstOrThrow();
    expect(usd(stored.amount_usd)).toBe(usd('1001'));

    // A win pays the cap and no more.
    server.context.jackpot.draw = () => true;
    await diceBet(client, '60', 50);
    server.context.jackpot.draw = () => false;
    const [win] = (await server.client().get('/api/feeds/jackpot/history?limit=1')).body.wins;
    expect(win.amountUsd).toBe('1001');
    expect((await current()).amount).toBe('1000');
  });
});

describe('the pot settings checked at start', () => {
  it('refuses a cap that takes the rewards to 80% of the edge, unless the operator allows it', () => {
    // 2,400 over 2,000,000 at a 1% edge is 12% of the edge: with a Diamond player's 13%
    // rakeback, the top weekly and monthly (25%), the level-up (20%) and a self-referred
    // commission (10%), 80%.
    expect(() => loadConfig({ JACKPOT_MAX_USD: '2400', WELCOME_BONUS_PERCENT: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ JACKPOT_MAX_USD: '2400', WELCOME_BONUS_PERCENT: '0' })).toThrow(
      /brings the rewards to 80.000% of the house edge, at least the 80.000% they are held under/,
    );
    expect(() => loadConfig({ JACKPOT_ODDS: '100000', WELCOME_BONUS_PERCENT: '0' })).toThrow(
      /JACKPOT_ALLOW_PLAYER_EDGE/,
    );
    const allowed = loadConfig({
      JACKPOT_ODDS: '0.01',
      JACKPOT_ALLOW_PLAYER_EDGE: 'true',
      WELCOME_BONUS_PERCENT: '0',
    });
    expect(allowed.warnings).toEqual([expect.stringContaining('allowed by JACKPOT_ALLOW_PLAYER_EDGE')]);
    expect(loadConfig({ JACKPOT_MAX_USD: '2399.99', WELCOME_BONUS_PERCENT: '0' }).warnings).toEqual([]);
    // A pot that is off returns nothing, whatever its settings.
    expect(loadConfig({ JACKPOT_ENABLED: 'false', JACKPOT_ODDS: '0.01' }).warnings).toEqual([]);
  });

  it('refuses a seed above the cap', () => {
    expect(() => loadConfig({ JACKPOT_SEED_USD: '2500' })).toThrow(
      /JACKPOT_SEED_USD \(2500\) must not be above JACKPOT_MAX_USD \(2000\)/,
    );
  });
});
