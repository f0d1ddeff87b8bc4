import { describe, expect, it } from 'vitest';
import { auditChanges, showValue } from './audit-diff';

describe('auditChanges', () => {
  it('lists the fields that changed, in the order the entry wrote them, and leaves out the rest', () => {
    expect(auditChanges({ status: 'pending' }, { status: 'approved', level: 2, reason: null })).toEqual([
      { field: 'status', before: 'pending', after: 'approved' },
      { field: 'level', before: '—', after: '2' },
    ]);
  });

  it('shows everything a creation recorded, from nothing', () => {
    expect(auditChanges(null, { percent: 12.5 })).toEqual([{ field: 'percent', before: '—', after: '12.5' }]);
  });

  it("says which names a list gained and lost, as a role's permissions", () => {
    const [permissions] = auditChanges(
      { description: 'Support', permissions: ['players.read', 'chat.moderate'] },
      { description: 'Support', permissions: ['players.read', 'support.reply'] },
    );
    expect(permissions).toEqual({
      field: 'permissions',
      before: 'players.read, chat.moderate',
      after: 'players.read, support.reply',
      added: ['support.reply'],
      removed: ['chat.moderate'],
    });
  });

  it('treats a value that is not a record as one change', () => {
    expect(auditChanges('user', 'support')).toEqual([{ field: '', before: 'user', after: 'support' }]);
    expect(auditChanges(5, 5)).toEqual([]);
  });

  it('has nothing to show when neither side recorded anything, or nothing changed', () => {
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
  });
});

describe('showValue', () => {
  it('writes nested values as JSON and empty ones so they can be seen', () => {
    expect(showValue({ min: '1' })).toBe('{"min":"1"}');
    expect(showValue('')).toBe('""');
    expect(showValue([])).toBe('none');
    expect(showValue(false)).toBe('false');
  });
});
