import { describe, expect, it } from 'vitest';
import { withdrawalBadge } from './withdrawal-list';

describe('a withdrawal’s badge', () => {
  it('says in review while staff hold it, rejected when they turned it down, else its status', () => {
    expect(withdrawalBadge({ status: 'pending', review: 'held' }).label).toBe('in review');
    expect(withdrawalBadge({ status: 'pending', review: 'approved' }).label).toBe('pending');
    expect(withdrawalBadge({ status: 'cancelled', review: 'rejected' }).label).toBe('rejected');
    expect(withdrawalBadge({ status: 'cancelled', review: 'held' }).label).toBe('cancelled');
    expect(withdrawalBadge({ status: 'completed', review: null }).label).toBe('completed');
  });
});
