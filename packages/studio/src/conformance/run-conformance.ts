import { randomUUID } from 'node:crypto';
import {
  CRYPTO_CURRENCIES,
  isCryptoCode,
  PROVIDER_SIGNATURE_HEADER,
  parseAmount,
  toDecimalString,
} from '@ante/core';

/** Signs `<t>.<raw body>` as the provider's scheme does, giving the X-Signature header. */
export type Signer = (rawBody: string, timestamp: number) => string;

export interface ConformanceOptions {
  casinoUrl: string;
  providerId: string;
  sign: Signer;
  /** A launch token of a funded player, unused. */
  token: string;
}

export interface CheckResult {
  rule: string;
  ok: boolean;
  detail: string;
}

type Answer = { status: number; body: any };

/**
 * Plays a provider against a casino and checks every rule of the protocol
 * (docs/provider-protocol.md) that can be seen from outside: signatures and their
 * window, single-use tokens, the exactly-once rules for bets, wins and rollbacks,
 * tombstones, closed rounds, insufficient funds and malformed bodies. It needs one
 * launch token of a player whose balance covers a few small bets, and it ends with
 * the balance where it started less the stakes of the rounds it lost on purpose,
 * which it reports. Rules that need the casino's own state changed (a break, an
 * expired session, a bet cap) are left to the casino's own tests.
 */
export async function runConformance(options: ConformanceOptions): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const check = (rule: string, ok: boolean, detail: string) => {
    results.push({ rule, ok, detail });
  };
  const call = async (
    name: string,
    body: unknown,
    tweak: { raw?: string; timestamp?: number; signature?: string } = {},
  ): Promise<Answer> => {
    const raw = tweak.raw ?? JSON.stringify(body);
    const timestamp = tweak.timestamp ?? Math.floor(Date.now() / 1000);
    const response = await fetch(`${options.casinoUrl}/api/provider/${options.providerId}/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [PROVIDER_SIGNATURE_HEADER]: tweak.signature ?? options.sign(raw, timestamp),
      },
      body: raw,
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  };
  const code = (answer: Answer) => answer.body?.error?.code ?? `status ${answer.status}`;
  const refused = (rule: string, answer: Answer, wanted: string) =>
    check(
      rule,
      code(answer) === wanted && answer.status >= 400 && answer.status < 500,
      `answered ${code(answer)}`,
    );

  // Sessions.
  const auth = await call('authenticate', { token: options.token });
  check(
    'authenticate exchanges a launch token for a session',
    auth.status === 200 && !!auth.body?.sessionId,
    `answered ${auth.status}`,
  );
  if (auth.status !== 200) return results;
  const { sessionId, currency } = auth.body as { sessionId: string; currency: string };
  refused(
    'a launch token works once',
    await call('authenticate', { token: options.token }),
    'SESSION_EXPIRED',
  );
  refused(
    'an unknown session is refused',
    await call('balance', { sessionId: randomUUID() }),
    'SESSION_EXPIRED',
  );

  const decimals = isCryptoCode(currency) ? CRYPTO_CURRENCIES[currency].significantDigits : 2;
  const unit = 10n ** BigInt(18 - decimals);
  const stake = toDecimalString(unit * 10n);
  const balanceOf = async () => (await call('balance', { sessionId })).body?.balance as string;
  const start = await balanceOf();
  check(
    'balance answers the session currency’s balance',
    typeof start === 'string',
    `balance ${start} ${currency}`,
  );
  if (parseAmount(start, { allowZero: true }) < unit * 200n) {
    check(
      'the player can cover the checks',
      false,
      `fund the player with at least ${toDecimalString(unit * 200n)} ${currency}`,
    );
    return results;
  }

  // Signatures.
  const balanceBody = { sessionId };
  refused(
    'a wrong signature is refused',
    await call('balance', balanceBody, { signature: 't=1,v1=00' }),
    'INVALID_SIGNATURE',
  );
  const old = Math.floor(Date.now() / 1000) - 120;
  refused(
    'a signature over 60 s old is refused',
    await call('balance', balanceBody, { timestamp: old }),
    'INVALID_SIGNATURE',
  );
  const raw = JSON.stringify(balanceBody);
  const signedOther = options.sign(
    JSON.stringify({ sessionId: randomUUID() }),
    Math.floor(Date.now() / 1000),
  );
  refused(
    'a body changed after signing is refused',
    await call('balance', balanceBody, { raw, signature: signedOther }),
    'INVALID_SIGNATURE',
  );

  // Bets and wins, exactly once.
  const round = randomUUID();
  const bet = { sessionId, transactionId: randomUUID(), roundId: round, amount: stake };
  const first = await call('bet', bet);
  const afterBet = parseAmount(start) - unit * 10n;
  check(
    'a bet takes its amount',
    first.status === 200 && first.body?.balance === toDecimalString(afterBet),
    `answered ${JSON.stringify(first.body)}`,
  );
  const parallel = await Promise.all(Array.from({ length: 20 }, () => call('bet', bet)));
  check(
    'the same bet sent 20 times at once answers the first result and moves nothing',
    parallel.every((answer) => answer.status === 200 && answer.body?.balance === first.body?.balance) &&
      (await balanceOf()) === first.body?.balance,
    `answers ${[...new Set(parallel.map((answer) => answer.body?.balance ?? code(answer)))].join(', ')}`,
  );
  refused(
    'a transaction id reused with another body is refused',
    await call('bet', { ...bet, amount: toDecimalString(unit * 11n) }),
    'DUPLICATE_TRANSACTION',
  );
  const win = {
    sessionId,
    transactionId: randomUUID(),
    roundId: round,
    amount: toDecimalString(unit * 25n),
    roundClosed: true,
  };
  const won = await call('win', win);
  check(
    'a win pays its amount and closes the round',
    won.status === 200 && won.body?.balance === toDecimalString(afterBet + unit * 25n),
    `answered ${JSON.stringify(won.body)}`,
  );
  const replay = await call('win', win);
  check(
    'a win retried answers the first result',
    replay.status === 200 && replay.body?.balance === won.body?.balance,
    `answered ${JSON.stringify(replay.body)}`,
  );
  refused('a round closes once', await call('win', { ...win, transactionId: randomUUID() }), 'ROUND_CLOSED');
  refused(
    'a closed round takes no bet',
    await call('bet', { ...bet, transactionId: randomUUID() }),
    'ROUND_CLOSED',
  );
  refused(
    'a win for a round without a bet is refused',
    await call('win', { ...win, transactionId: randomUUID(), roundId: randomUUID() }),
    'TRANSACTION_NOT_FOUND',
  );

  // Rollbacks.
  const before = await balanceOf();
  const lateBet = { sessionId, transactionId: randomUUID(), roundId: randomUUID(), amount: stake };
  const early = await call('rollback', {
    sessionId,
    transactionId: randomUUID(),
    originalTransactionId: lateBet.transactionId,
  });
  check(
    'a rollback of an unknown bet is accepted and moves nothing',
    early.status === 200 && early.body?.balance === before,
    `answered ${JSON.stringify(early.body)}`,
  );
  refused(
    'a bet arriving after its rollback is refused',
    await call('bet', lateBet),
    'DUPLICATE_TRANSACTION',
  );
  const voided = { sessionId, transactionId: randomUUID(), roundId: randomUUID(), amount: stake };
  await call('bet', voided);
  const rollback = { sessionId, transactionId: randomUUID(), originalTransactionId: voided.transactionId };
  const undone = await Promise.all([
    call('rollback', rollback),
    call('rollback', rollback),
    call('rollback', { ...rollback, transactionId: randomUUID() }),
  ]);
  check(
    'a rollback refunds its bet once, however often it is sent',
    undone.every((answer) => answer.status === 200) && (await balanceOf()) === before,
    `answers ${undone.map((answer) => answer.body?.balance ?? code(answer)).join(', ')}`,
  );
  refused(
    'a win after its round’s bet was rolled back is refused',
    await call('win', {
      sessionId,
      transactionId: randomUUID(),
      roundId: voided.roundId,
      amount: stake,
      roundClosed: true,
    }),
    'ROUND_CLOSED',
  );
  refused(
    'a rollback of a win is refused',
    await call('rollback', {
      sessionId,
      transactionId: randomUUID(),
      originalTransactionId: win.transactionId,
    }),
    'TRANSACTION_NOT_FOUND',
  );

  // Refusals that change nothing.
  const balance = await balanceOf();
  const tooMuch = toDecimalString(parseAmount(balance) + unit);
  const broke = await call('bet', {
    sessionId,
    transactionId: randomUUID(),
    roundId: randomUUID(),
    amount: tooMuch,
  });
  check(
    'a bet above the balance is refused',
    ['INSUFFICIENT_FUNDS', 'LIMIT_EXCEEDED'].includes(code(broke)),
    `answered ${code(broke)}`,
  );
  const hostile: Array<[string, string]> = [
    ['not JSON', '{"sessionId":'],
    ['an extra field', JSON.stringify({ ...bet, transactionId: randomUUID(), bonus: 1 })],
    ['a negative amount', JSON.stringify({ ...bet, transactionId: randomUUID(), amount: '-1' })],
    ['a number for an amount', JSON.stringify({ ...bet, transactionId: randomUUID(), amount: 1 })],
    [
      'a zero bet',
      JSON.stringify({ ...bet, transactionId: randomUUID(), roundId: randomUUID(), amount: '0' }),
    ],
    ['a control character', JSON.stringify({ ...bet, transactionId: 'a\u0000b' })],
  ];
  for (const [what, body] of hostile) {
    refused(`a body with ${what} is refused`, await call('bet', null, { raw: body }), 'INVALID_REQUEST');
  }
  check(
    'refusals moved nothing',
    (await balanceOf()) === balance,
    `balance ${await balanceOf()} ${currency}`,
  );
  return results;
}
