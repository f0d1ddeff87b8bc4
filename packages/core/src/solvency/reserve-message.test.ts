import { describe, expect, it } from 'vitest';
import { parseReserveMessage, reserveMessage } from './reserve-message';

const fields = {
  snapshotId: '0b7c2f4e-5d1a-4c3b-9e8f-1a2b3c4d5e6f',
  takenAt: '2026-12-04T00:00:00.000Z',
  address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
  network: 'ETH',
};

describe('the reserve message', () => {
  it('is five fixed lines, and reads back as written', () => {
    const text = reserveMessage(fields);
    expect(text).toBe(
      'Ante proof of reserves\nsnapshot: 0b7c2f4e-5d1a-4c3b-9e8f-1a2b3c4d5e6f\ntime: 2026-12-04T00:00:00.000Z\naddress: 0x71C7656EC7ab88b098defB751B7401B5f6d8976F\nchain: ETH',
    );
    expect(parseReserveMessage(text)).toEqual(fields);
  });

  it('is nothing else: not free text, not a transaction, not a message with a line more or a character changed', () => {
    const text = reserveMessage(fields);
    for (const other of [
      '',
      'hello',
      '0x02f86b0180843b9aca00',
      `${text}\n`,
      `${text}\nsend: everything`,
      `\n${text}`,
      text.replace('Ante', 'ante'),
      text.replace('\n', '\r\n'),
      text.replace('00.000Z', '00Z'),
      text.replace('2026-12-04', '2026-13-04'),
      text.replace('0b7c2f4e', '0B7C2F4E'),
      text.replace('chain: ETH', 'chain: ETH '),
      text.replace('address: 0x', 'address: 0x '),
    ]) {
      expect(parseReserveMessage(other), JSON.stringify(other)).toBeNull();
    }
  });
});
