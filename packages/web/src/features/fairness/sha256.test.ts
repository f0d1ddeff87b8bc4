import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256';

describe('sha256Hex', () => {
  it('hashes the UTF-8 text as the server does for a server seed', async () => {
    // The server answers this hash for the worked example's seed (POST /api/play/dice/verify).
    expect(await sha256Hex('3f1e5cbb2a0a4d8e9b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a')).toBe(
      '2bf4f2778af9b89061334ed35f91905f3581a90b1f73aefc81713e5909a7a447',
    );
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});
