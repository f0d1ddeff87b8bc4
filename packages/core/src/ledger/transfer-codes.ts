/**
 * Why money moved: the code on every ledger transfer, one closed list. The server
 * types each transfer's code with it (an unknown code does not compile), the
 * database refuses any other (a CHECK built from this list, in the server's
 * lib/db/transfer-codes.ts), and the web labels every one of them (a code without a
 * label does not compile there either). Adding a code means adding it here and a
 * label in the web; the server adds it to the database's CHECK when it next starts.
 */
export const TRANSFER_CODES = [
  /** A confirmed deposit from the chain (and test funding). */
  'deposit',
  /** A withdrawal's amount, from the player into the `withdrawals` account. */
  'withdrawal',
  /** A withdrawal's fee, taken with it. */
  'withdrawal_fee',
  /** The amount of a sent withdrawal, out of `withdrawals` to `external`. */
  'withdrawal_sent',
  /** The fee of a sent withdrawal, out of `withdrawals` to `fees`. */
  'withdrawal_fee_collected',
  /** A cancelled or failed withdrawal's amount and fee, given back. */
  'withdrawal_refund',
  /** From one player to another. */
  'tip',
  /** From the main balance into the vault. */
  'vault_in',
  /** From the vault back to the main balance. */
  'vault_out',
  /** A round's stake, to the house. */
  'bet',
  /** A round's winnings, from the house. */
  'payout',
  /** A game provider's bet rolled back: its stake back from the provider's house account. */
  'bet_refund',
  /** The global pot, to the round that drew it. */
  'jackpot',
  /** The welcome bonus, paid from the `rewards` account once its rollover is met. */
  'bonus',
  /** A rank's level-up bonus, paid from the `rewards` account when the player claims it. */
  'level_up_bonus',
  /** A competition's prize. */
  'competition_prize',
  /** A chat rain: one player's amount split evenly among players in the room. */
  'rain',
  /** Rakeback claimed: a share of the house edge of the player's settled stakes. */
  'rakeback',
  /** The weekly bonus claimed. */
  'weekly_bonus',
  /** The monthly bonus claimed. */
  'monthly_bonus',
  /** A redeem code or drop claimed. */
  'redeem_code',
  /** An offer's bonus (a deposit match or a free amount), paid from the rewards account. */
  'offer_bonus',
  /** An affiliate campaign's commission claimed by its owner, paid from the `affiliate` account. */
  'affiliate_commission',
  /** A manual change of a player's balance, approved by a second member of staff, with the `adjustments` account. */
  'adjustment',
] as const;

export type TransferCode = (typeof TRANSFER_CODES)[number];

export function isTransferCode(value: string): value is TransferCode {
  return (TRANSFER_CODES as readonly string[]).includes(value);
}
