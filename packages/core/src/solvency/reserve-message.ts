/**
 * The message the casino's signer signs for each reserve address of a proof-of-solvency
 * snapshot (docs/proof-of-solvency.md#reserve-signatures). Its format is fixed, line by
 * line, so that the signer can refuse anything else: a transaction's bytes or free text
 * never parse as one of these.
 */
export interface ReserveMessage {
  snapshotId: string;
  /** The snapshot's time, as `Date.toISOString` writes it. */
  takenAt: string;
  address: string;
  network: string;
}

const FIRST_LINE = 'Ante proof of reserves';
const PATTERN =
  /^Ante proof of reserves\nsnapshot: ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\ntime: (\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\naddress: ([0-9A-Za-z]{20,100})\nchain: ([A-Z0-9.]{1,16})$/;

export function reserveMessage(fields: ReserveMessage): string {
  return [
    FIRST_LINE,
    `snapshot: ${fields.snapshotId}`,
    `time: ${fields.takenAt}`,
    `address: ${fields.address}`,
    `chain: ${fields.network}`,
  ].join('\n');
}

/** The message's fields, or null unless `text` is exactly a reserve message (no other characters anywhere). */
export function parseReserveMessage(text: string): ReserveMessage | null {
  const match = PATTERN.exec(text);
  if (!match) return null;
  const [, snapshotId, takenAt, address, network] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  // A time that does not round-trip (month 13, hour 25) is not a time.
  const time = new Date(takenAt);
  if (Number.isNaN(time.getTime()) || time.toISOString() !== takenAt) return null;
  return { snapshotId, takenAt, address, network };
}
