import type { AffiliateTables } from './affiliate';
import type { BitcoinTables } from './bitcoin';
import type { ChatTables } from './chat';
import type { CompetitionsTables } from './competitions';
import type { EvmTables } from './evm';
import type { GamesTables } from './games';
import type { IdentitiesTables } from './identities';
import type { LedgerTables } from './ledger';
import type { ProvidersTables } from './providers';
import type { RewardsTables } from './rewards';
import type { SupportTables } from './support';
import type { SystemTables } from './system';
import type { UsersTables } from './users';
import type { VerificationTables } from './verification';
import type { WalletTables } from './wallet';

export type * from './affiliate';
export type * from './bitcoin';
export type * from './chat';
export type * from './competitions';
export type * from './evm';
export type * from './games';
export type * from './identities';
export type * from './ledger';
export type * from './providers';
export type * from './rewards';
export type * from './support';
export type * from './system';
export type * from './users';
export type * from './verification';
export type * from './wallet';

/**
 * Kysely's view of the tables the migrations create, one file per domain. Timestamps
 * are `timestamptz` (read as Date); ids are `uuid` (read as string); money is
 * NUMERIC(38,18) (read as a decimal string). schema.test.ts checks every table's
 * columns, their nullability and their kind of value against the migrated database.
 */
export interface Database
  extends UsersTables,
    IdentitiesTables,
    VerificationTables,
    LedgerTables,
    WalletTables,
    BitcoinTables,
    EvmTables,
    GamesTables,
    ProvidersTables,
    RewardsTables,
    CompetitionsTables,
    AffiliateTables,
    ChatTables,
    SupportTables,
    SystemTables {}
