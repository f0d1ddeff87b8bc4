import type { ColumnType } from 'kysely';

/** A `timestamptz` column: read as a Date, written as a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in by default. */
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** NUMERIC(38,18) money: read as a decimal string, converted to bigint atoms in code. */
export type Numeric = ColumnType<string, string, string>;
