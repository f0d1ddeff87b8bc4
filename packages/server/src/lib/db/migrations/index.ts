import { sql as usersAndSessions } from './0001-users-and-sessions';
import { sql as ledger } from './0002-ledger';
import { sql as wallet } from './0003-wallet';
import { sql as seeds } from './0004-seeds';
import { sql as rounds } from './0005-rounds';
import { sql as ledgerFunctions } from './0006-ledger-functions';
import { sql as privacy } from './0007-privacy';
import { sql as catalogue } from './0008-catalogue';
import { sql as emailVerification } from './0009-email-verification';
import { sql as selfExclusion } from './0010-self-exclusion';
import { sql as welcomeOffer } from './0011-welcome-offer';
import { sql as friends } from './0012-friends';
import { sql as competitions } from './0013-competitions';
import { sql as jackpot } from './0014-jackpot';
import { sql as loyalty } from './0015-loyalty';
import { sql as testFaucet } from './0016-test-faucet';
import { sql as ledgerRange } from './0017-ledger-range';
import { sql as staffGrants } from './0018-staff-grants';
import { sql as welcomeOfferTerms } from './0019-welcome-offer-terms';
import { sql as roundStakeUsd } from './0020-round-stake-usd';
import { sql as verifiedEmail } from './0021-verified-email';
import { sql as withdrawalSendKey } from './0022-withdrawal-send-key';
import { sql as jobRuns } from './0023-job-runs';
import { sql as transferCodes } from './0024-transfer-codes';
import { sql as idempotencyKeys } from './0025-idempotency-keys';
import { sql as securityEvents } from './0026-security-events';
import { sql as passwordResets } from './0027-password-resets';
import { sql as twoFactor } from './0028-two-factor';
import { sql as verificationSubmissions } from './0029-verification-submissions';
import { sql as linkedIdentities } from './0030-linked-identities';
import { sql as chat } from './0031-chat';
import { sql as rewardTransferCodes } from './0032-reward-transfer-codes';
import { sql as rakeback } from './0033-rakeback';
import { sql as periodicBonuses } from './0034-periodic-bonuses';
import { sql as redeemCodes } from './0035-redeem-codes';
import { sql as rewardOffers } from './0036-reward-offers';
import { sql as affiliate } from './0037-affiliate';
import { sql as withdrawalUsd } from './0038-withdrawal-usd';
import { sql as emailSetAt } from './0039-email-set-at';
import { sql as levelUpBonusCode } from './0040-level-up-bonus-code';
import { sql as totpLocks } from './0041-totp-locks';
import { sql as playRoundRewards } from './0042-play-round-rewards';
import { sql as gameProviders } from './0043-game-providers';
import { sql as backOffice } from './0044-back-office';
import { sql as moneyReviews } from './0045-money-reviews';
import { sql as riskFlags } from './0046-risk-flags';
import { sql as support } from './0047-support';
import { sql as potTerms } from './0048-pot-terms';
import { sql as playLimits } from './0049-play-limits';
import { sql as realChains } from './0050-real-chains';
import { sql as evmChain } from './0051-evm-chain';
import { sql as bitcoinChain } from './0052-bitcoin-chain';
import { sql as oneGameIndex } from './0053-one-game-index';
import { sql as betBatches } from './0054-bet-batches';
import { sql as solvency } from './0055-solvency';
import { sql as realityChecks } from './0056-reality-checks';
import { sql as breakKinds } from './0057-break-kinds';
import { sql as timeLimits } from './0058-time-limits';
import { sql as reserveSignatures } from './0059-reserve-signatures';
import { sql as depositLimitOffer } from './0060-deposit-limit-offer';
import { sql as activeRoundsIndex } from './0061-active-rounds-index';

/**
 * Forward-only migrations, applied in order at start on PGlite and PostgreSQL alike.
 * Never edit one that has shipped: add the next number instead.
 *
 * A database function that migrations redefine keeps its one current body in
 * lib/db/functions/, and the latest migration that defines it applies that file. To
 * change the function, edit its file and add a migration that applies it again
 * (`export { sql } from '../functions/<name>'`): a fresh database then applies the new
 * body at every migration that reads the file, an existing one at the new migration
 * only, and both end with the file's body. This holds because the functions there are
 * PL/pgSQL, whose body is resolved when it runs, not when it is created, so an earlier
 * migration can apply a body that names a later column. A change of arguments creates
 * another function beside the old one, so the new migration first drops the old
 * signature, with IF EXISTS (a fresh database never had it).
 *
 * Transfer codes need no migration: lib/db/transfer-codes.ts.
 */
export const migrations: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  { version: 1, name: 'users-and-sessions', sql: usersAndSessions },
  { version: 2, name: 'ledger', sql: ledger },
  { version: 3, name: 'wallet', sql: wallet },
  { version: 4, name: 'seeds', sql: seeds },
  { version: 5, name: 'rounds', sql: rounds },
  { version: 6, name: 'ledger-functions', sql: ledgerFunctions },
  { version: 7, name: 'privacy', sql: privacy },
  { version: 8, name: 'catalogue', sql: catalogue },
  { version: 9, name: 'email-verification', sql: emailVerification },
  { version: 10, name: 'self-exclusion', sql: selfExclusion },
  { version: 11, name: 'welcome-offer', sql: welcomeOffer },
  { version: 12, name: 'friends', sql: friends },
  { version: 13, name: 'competitions', sql: competitions },
  { version: 14, name: 'jackpot', sql: jackpot },
  { version: 15, name: 'loyalty', sql: loyalty },
  { version: 16, name: 'test-faucet', sql: testFaucet },
  { version: 17, name: 'ledger-range', sql: ledgerRange },
  { version: 18, name: 'staff-grants', sql: staffGrants },
  { version: 19, name: 'welcome-offer-terms', sql: welcomeOfferTerms },
  { version: 20, name: 'round-stake-usd', sql: roundStakeUsd },
  { version: 21, name: 'verified-email', sql: verifiedEmail },
  { version: 22, name: 'withdrawal-send-key', sql: withdrawalSendKey },
  { version: 23, name: 'job-runs', sql: jobRuns },
  { version: 24, name: 'transfer-codes', sql: transferCodes },
  { version: 25, name: 'idempotency-keys', sql: idempotencyKeys },
  { version: 26, name: 'security-events', sql: securityEvents },
  { version: 27, name: 'password-resets', sql: passwordResets },
  { version: 28, name: 'two-factor', sql: twoFactor },
  { version: 29, name: 'verification-submissions', sql: verificationSubmissions },
  { version: 30, name: 'linked-identities', sql: linkedIdentities },
  { version: 31, name: 'chat', sql: chat },
  { version: 32, name: 'reward-transfer-codes', sql: rewardTransferCodes },
  { version: 33, name: 'rakeback', sql: rakeback },
  { version: 34, name: 'periodic-bonuses', sql: periodicBonuses },
  { version: 35, name: 'redeem-codes', sql: redeemCodes },
  { version: 36, name: 'reward-offers', sql: rewardOffers },
  { version: 37, name: 'affiliate', sql: affiliate },
  { version: 38, name: 'withdrawal-usd', sql: withdrawalUsd },
  { version: 39, name: 'email-set-at', sql: emailSetAt },
  { version: 40, name: 'level-up-bonus-code', sql: levelUpBonusCode },
  { version: 41, name: 'totp-locks', sql: totpLocks },
  { version: 42, name: 'play-round-rewards', sql: playRoundRewards },
  { version: 43, name: 'game-providers', sql: gameProviders },
  { version: 44, name: 'back-office', sql: backOffice },
  { version: 45, name: 'money-reviews', sql: moneyReviews },
  { version: 46, name: 'risk-flags', sql: riskFlags },
  { version: 47, name: 'support', sql: support },
  { version: 48, name: 'pot-terms', sql: potTerms },
  { version: 49, name: 'play-limits', sql: playLimits },
  { version: 50, name: 'real-chains', sql: realChains },
  { version: 51, name: 'evm-chain', sql: evmChain },
  { version: 52, name: 'bitcoin-chain', sql: bitcoinChain },
  { version: 53, name: 'one-game-index', sql: oneGameIndex },
  { version: 54, name: 'bet-batches', sql: betBatches },
  { version: 55, name: 'solvency', sql: solvency },
  { version: 56, name: 'reality-checks', sql: realityChecks },
  { version: 57, name: 'break-kinds', sql: breakKinds },
  { version: 58, name: 'time-limits', sql: timeLimits },
  { version: 59, name: 'reserve-signatures', sql: reserveSignatures },
  { version: 60, name: 'deposit-limit-offer', sql: depositLimitOffer },
  { version: 61, name: 'active-rounds-index', sql: activeRoundsIndex },
];
