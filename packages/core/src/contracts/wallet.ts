import { z } from 'zod';
import { TRANSFER_CODES } from '../ledger/transfer-codes';
import { CRYPTO_CODES, FIAT_CODES } from '../money/currencies';
import { totpCodeSchema } from './user';

/** A money amount on the wire: a plain decimal string; parsed to atoms by the server. */
export const amountStringSchema = z.string({ error: 'Amount is required and must be a decimal string' });

export const cryptoCodeSchema = z.enum(CRYPTO_CODES, { error: 'Unknown currency' });
export const fiatCodeSchema = z.enum(FIAT_CODES, { error: 'Unknown fiat currency' });

/** GET /wallet/currencies/rates/{fiat}: the fiat code in either case (`usd` is `USD`). */
export const ratesParamsSchema = z.object({ fiat: z.string().toUpperCase().pipe(fiatCodeSchema) });

/** Balances (docs/product.md#what-the-screens-show): the map of currency code to amount (decimal strings), in the configured order. */
export const balancesResponseSchema = z.record(z.string(), z.string());
export type BalancesResponse = z.infer<typeof balancesResponseSchema>;

export const ratesResponseSchema = z.object({
  fiat: z.string(),
  /** Value of one unit of each supported crypto currency in `fiat`, as decimal strings. */
  rates: z.record(z.string(), z.string()),
  source: z.enum(['static', 'live']),
  /** When these prices were observed (the static table's date, or the last live fetch). */
  asOf: z.string(),
});
export type RatesResponse = z.infer<typeof ratesResponseSchema>;

export const depositRequestSchema = z.strictObject({ currency: cryptoCodeSchema });
/** Which chain serves a network: the simulated one (test coins) or a real node. */
export const chainKindSchema = z.enum(['simulated', 'evm', 'bitcoind']);
export type ChainKind = z.infer<typeof chainKindSchema>;
/** A network as the cashier shows it: its chain, and why it is paused, if it is. */
export const networkStateSchema = z.object({
  kind: chainKindSchema,
  /** Set while the network's node is unreachable: deposits wait to be credited, withdrawals to be sent. */
  paused: z.string().nullable(),
});
export type NetworkState = z.infer<typeof networkStateSchema>;
export const depositAddressSchema = z.object({
  network: z.string(),
  networkName: z.string(),
  address: z.string(),
  confirms: z.number().int(),
  ...networkStateSchema.shape,
});
export const pendingDepositSchema = z.object({
  id: z.string(),
  currency: z.string(),
  network: z.string(),
  amount: z.string(),
  confirmations: z.number().int(),
  confirms: z.number().int(),
  txHash: z.string(),
  createdAt: z.string(),
});
export type PendingDeposit = z.infer<typeof pendingDepositSchema>;
export const depositResponseSchema = z.object({
  currency: z.string(),
  addresses: z.array(depositAddressSchema),
  pending: z.array(pendingDepositSchema),
});
export type DepositResponse = z.infer<typeof depositResponseSchema>;

export const withdrawRequestSchema = z.strictObject({
  currency: cryptoCodeSchema,
  network: z.string({ error: 'Network is required' }).min(1, 'Network is required').max(32),
  address: z.string({ error: 'Address is required' }).trim().min(1, 'Address is required').max(128),
  amount: amountStringSchema,
  /** Required once two-factor is on. */
  totpCode: totpCodeSchema.optional(),
});
export type WithdrawRequest = z.input<typeof withdrawRequestSchema>;

/** `sent`: the transaction is mined and its confirmations are counting (real chains only). */
export const withdrawalStatusSchema = z.enum([
  'pending',
  'processing',
  'sent',
  'completed',
  'cancelled',
  'failed',
]);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;
export const withdrawalSchema = z.object({
  id: z.string(),
  currency: z.string(),
  network: z.string(),
  address: z.string(),
  amount: z.string(),
  fee: z.string(),
  status: withdrawalStatusSchema,
  txHash: z.string().nullable(),
  /** Staff review of a large withdrawal: held until approved, or rejected (and refunded); null when none was needed. */
  review: z.enum(['held', 'approved', 'rejected']).nullable(),
  createdAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalResponseSchema = z.object({ withdrawal: withdrawalSchema });
export type WithdrawalResponse = z.infer<typeof withdrawalResponseSchema>;
export const withdrawalsResponseSchema = z.object({ withdrawals: z.array(withdrawalSchema) });

export const withdrawCancelRequestSchema = z.strictObject({
  withdrawId: z.uuid('withdrawId is not valid'),
});

export const vaultDepositRequestSchema = z.strictObject({
  currency: cryptoCodeSchema,
  amount: amountStringSchema,
});
export type VaultDepositRequest = z.input<typeof vaultDepositRequestSchema>;
export const vaultWithdrawRequestSchema = z.strictObject({
  currency: cryptoCodeSchema,
  amount: amountStringSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
  /** Required once two-factor is on. */
  totpCode: totpCodeSchema.optional(),
});
export type VaultWithdrawRequest = z.input<typeof vaultWithdrawRequestSchema>;
export const vaultBalancesResponseSchema = z.record(z.string(), z.string());
/** A vault move answers with both balances of the currency after the move. */
export const vaultMoveResponseSchema = z.object({
  currency: z.string(),
  balance: z.string(),
  vaultBalance: z.string(),
});
export type VaultMoveResponse = z.infer<typeof vaultMoveResponseSchema>;

export const tipRequestSchema = z.strictObject({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(14),
  currency: cryptoCodeSchema,
  amount: amountStringSchema,
  /**
   * Set when the tip is sent from a chat room (`/tip` in the send box): it counts
   * toward the daily chat limit (CHAT_TIP_DAILY_USD), and with `showInRoom` a tip
   * notice is posted to that room.
   */
  chat: z
    .strictObject({
      region: z.string({ error: 'chat.region is required' }).max(16, 'Unknown chat region'),
      showInRoom: z.boolean({ error: 'chat.showInRoom must be true or false' }),
    })
    .optional(),
  /** Needed once the sender has two-factor on, as for a withdrawal. */
  totpCode: totpCodeSchema.optional(),
});
export type TipRequest = z.input<typeof tipRequestSchema>;
export const tipResponseSchema = z.object({
  recipient: z.string(),
  currency: z.string(),
  amount: z.string(),
  balance: z.string(),
});
export type TipResponse = z.infer<typeof tipResponseSchema>;

export const TRANSACTION_KINDS = ['deposit', 'withdrawal', 'tip', 'vault', 'bonus'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
export const transactionsQuerySchema = z.object({
  kind: z
    .enum(TRANSACTION_KINDS, { error: `kind must be one of ${TRANSACTION_KINDS.join(', ')}` })
    .optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(100).default(20),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).default(0),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;
export const transactionSchema = z.object({
  id: z.string(),
  kind: z.enum(TRANSACTION_KINDS),
  /**
   * What exactly happened, as the ledger's transfer code (deposit, withdrawal, tip,
   * vault_in, bonus, ...); a tip's direction is its amount's sign.
   */
  code: z.enum(TRANSFER_CODES),
  currency: z.string(),
  /** Signed from the player's side: positive into the main balance, negative out of it. */
  amount: z.string(),
  counterparty: z.string().nullable(),
  status: z.string().nullable(),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionsResponseSchema = z.object({
  transactions: z.array(transactionSchema),
  total: z.number().int(),
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

/** GET /wallet/ens/to_address/{name} and /wallet/ens/from_address/{address}: the other half, or null. */
export const ensNameParamsSchema = z.object({ name: z.string() });
export const ensAddressParamsSchema = z.object({ address: z.string() });
export const ensResponseSchema = z.object({ name: z.string().nullable(), address: z.string().nullable() });

/**
 * The simulated chain's faucet: test coins sent to one of the logged-in player's own
 * deposit addresses, within an hourly allowance in USD (TEST_FAUCET_USD_PER_HOUR).
 */
export const faucetRequestSchema = z.strictObject({
  network: z.string({ error: 'Network is required' }).min(1).max(32),
  currency: cryptoCodeSchema,
  /** The player's own deposit address on that network, as the Deposit tab shows it. */
  address: z.string({ error: 'Address is required' }).min(1).max(128),
  amount: amountStringSchema,
});
export type FaucetRequest = z.infer<typeof faucetRequestSchema>;

/** Mines blocks on the simulated chain (logged in): it confirms what waits in the mempool, creates nothing. */
export const devChainMineRequestSchema = z.strictObject({
  network: z.string({ error: 'Network is required' }).min(1).max(32),
  blocks: z.number({ error: 'blocks must be a number' }).int().min(1).max(1000).default(1),
});

/** Private events on the bus, addressed to one user, and what the socket feeds carry. */
export const depositEventSchema = z.object({
  /** The deposit's id, the same in its pending and confirmed events, so a client can update one notice. */
  id: z.string(),
  amount: z.string(),
  currency: z.string(),
  pending: z.boolean(),
});
export type DepositEvent = z.infer<typeof depositEventSchema>;
export const tipEventSchema = z.object({ sender: z.string(), currency: z.string(), amount: z.string() });
export type TipEvent = z.infer<typeof tipEventSchema>;
export const walletEventSchema = z.object({ currency: z.string(), balance: z.string() });
export type WalletEvent = z.infer<typeof walletEventSchema>;

/** A game message (docs/product.md#errors-the-player-sees) {gameSlug, message}, shown on that game's page only. */
export const gameMessageEventSchema = z.object({ gameSlug: z.string(), message: z.string() });
export type GameMessageEvent = z.infer<typeof gameMessageEventSchema>;

export const faucetResponseSchema = z.object({
  network: z.string(),
  currency: z.string(),
  amount: z.string(),
  txHash: z.string(),
  /** USD the player may still take from the faucet in the rolling hour, after this payment. */
  leftUsd: z.string(),
});
export type FaucetResponse = z.infer<typeof faucetResponseSchema>;

export const devChainMineResponseSchema = z.object({
  network: z.string(),
  height: z.number().int(),
  credited: z.number().int(),
});
export type DevChainMineResponse = z.infer<typeof devChainMineResponseSchema>;

/** What the browser needs to know about the operator's wallet set-up. */
export const walletConfigResponseSchema = z.object({
  supportedCurrencies: z.array(z.string()),
  /**
   * `simulated`: every network is a test chain. Its balances are test coins, not money:
   * the site says so ("Demo: test coins only") and the Cashier shows the faucet and the
   * miner. `real`: every network is served by a node. `mixed`: some are, and the Cashier
   * marks the simulated ones.
   */
  chain: z.enum(['simulated', 'mixed', 'real']),
  /** Every network of the supported currencies: `mixed` sites have test coins on some of them only. */
  networks: z.record(z.string(), networkStateSchema),
  /** The faucet's allowance per player and rolling hour in USD; null without a faucet. */
  testFaucetUsdPerHour: z.string().nullable(),
  withdrawalDelaySeconds: z.number().int(),
});
export type WalletConfigResponse = z.infer<typeof walletConfigResponseSchema>;
