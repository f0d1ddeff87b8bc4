import type { AuditCheck } from '@ante/core';
import { auditHash, GENESIS_HASH } from '../../../lib/audit-chain';
import type { Db } from '../../../lib/db/database';
import { readSnapshot } from '../../../lib/db/read-snapshot';
import { presentAuditRow, selectAuditRows } from './present-audit';

const PAGE = 1000;

/**
 * Walks the audit chain from its first entry in one snapshot: the numbers must follow
 * each other with no gap, each entry must name the hash of the one before it and its
 * own hash must be what its content hashes to, and the last must be the head the
 * appends keep. An entry edited in place fails its own hash; one deleted leaves a gap
 * (or, at the end, a head that names an entry no longer there); one inserted breaks
 * the link of the entry after it.
 */
export async function checkAudit(db: Db): Promise<AuditCheck> {
  return readSnapshot(db, async (trx) => {
    let expectedSeq = 1;
    let prevHash = GENESIS_HASH;
    let after = 0;
    for (;;) {
      const rows = await selectAuditRows(trx)
        .where('a.seq', '>', String(after))
        .orderBy('a.seq')
        .limit(PAGE)
        .execute();
      for (const row of rows) {
        const entry = presentAuditRow(row);
        const broken = (reason: string): AuditCheck => ({
          ok: false,
          entries: expectedSeq - 1,
          brokenAt: entry.seq,
          reason,
        });
        if (entry.seq !== expectedSeq)
          return { ...broken(`entry ${expectedSeq} is missing`), brokenAt: expectedSeq };
        if (entry.prevHash !== prevHash) return broken('it does not link to the entry before it');
        const { hash, targetUsername: _name, ...fields } = entry;
        if (auditHash(fields) !== hash) return broken('its content does not match its hash');
        prevHash = hash;
        expectedSeq += 1;
      }
      if (rows.length < PAGE) break;
      after = expectedSeq - 1;
    }
    const head = await trx
      .selectFrom('staff_audit_head')
      .select(['seq', 'hash'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const last = expectedSeq - 1;
    if (Number(head.seq) !== last || head.hash !== prevHash) {
      return {
        ok: false,
        entries: last,
        brokenAt: last + 1,
        reason: `the chain ends at entry ${head.seq}, which is missing`,
      };
    }
    return { ok: true, entries: last, brokenAt: null, reason: null };
  });
}
