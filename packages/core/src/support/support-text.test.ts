import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGE_MAX } from '../contracts/support';
import { cleanSupportText } from './support-text';

describe('cleanSupportText', () => {
  it('keeps line breaks, at most one empty line at a time, and drops control and zero-width characters', () => {
    expect(cleanSupportText('  Hello\r\n\r\n\r\n\r\nmy deposit\u0007\u200B is late\u202E  ')).toEqual({
      ok: true,
      text: 'Hello\n\nmy deposit is late',
    });
  });

  it('keeps three marks on a character and drops the rest', () => {
    const acute = '\u0301';
    expect(cleanSupportText(`x${acute.repeat(5_000)}`)).toEqual({ ok: true, text: `x${acute.repeat(3)}` });
  });

  it('refuses what is empty or longer than the limit', () => {
    expect(cleanSupportText('\u0000\n\u200B ')).toEqual({ ok: false, message: 'Message is empty' });
    expect(cleanSupportText('x'.repeat(SUPPORT_MESSAGE_MAX + 1))).toEqual({
      ok: false,
      message: `Message must be at most ${SUPPORT_MESSAGE_MAX} characters (it has ${SUPPORT_MESSAGE_MAX + 1})`,
    });
  });
});
