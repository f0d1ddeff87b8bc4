/** One thing an audited action changed, as the log shows it. */
export type AuditChange = {
  /** The changed field; '' when the entry recorded a single value rather than fields. */
  field: string;
  before: string;
  after: string;
  /** For a list of names (a role's permissions): what the action added and took away. */
  added?: string[];
  removed?: string[];
};

/** How the log shows a value that was not there (before a creation, after a removal). */
export const NOTHING = '—';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNameList(value: unknown): value is (string | number)[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number');
}

/** A value as one line of text: words as they are, lists of names joined, anything else as JSON. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null) return NOTHING;
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (isNameList(value)) return value.length === 0 ? 'none' : value.join(', ');
  return JSON.stringify(value);
}

/** Equal as recorded; a field left out and a field recorded as null both mean nothing. */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function change(field: string, before: unknown, after: unknown): AuditChange {
  const shown: AuditChange = { field, before: showValue(before), after: showValue(after) };
  if (isNameList(before) && isNameList(after)) {
    const had = new Set(before.map(String));
    const has = new Set(after.map(String));
    shown.added = [...has].filter((name) => !had.has(name));
    shown.removed = [...had].filter((name) => !has.has(name));
  }
  return shown;
}

/**
 * What an audit entry's `before` and `after` say changed. Two records (or a record
 * where there was none, as when something is created) are compared field by field,
 * leaving out the fields that stayed the same, in the order the entry wrote them;
 * anything else is one change from the old value to the new.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const empty = (value: unknown) => value === undefined || value === null;
  if (empty(before) && empty(after)) return [];
  if ((isRecord(before) || empty(before)) && (isRecord(after) || empty(after))) {
    const old = isRecord(before) ? before : {};
    const now = isRecord(after) ? after : {};
    const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
    return fields
      .filter((field) => !same(old[field], now[field]))
      .map((field) => change(field, old[field], now[field]));
  }
  return same(before, after) ? [] : [change('', before, after)];
}
