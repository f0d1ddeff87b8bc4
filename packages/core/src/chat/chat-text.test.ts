import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX } from '../contracts/chat';
import { graphemeCount, MAX_MARKS_PER_CHARACTER } from '../validation/player-text';
import { cleanChatText, mentionCandidates, parseTipCommand, sharedRoundCandidate } from './chat-text';

describe('cleanChatText', () => {
  it('trims, turns line breaks into spaces and drops control and zero-width characters', () => {
    expect(cleanChatText('  hi\nthere\u0007\u200B!\u202E  ')).toEqual({ ok: true, text: 'hi there!' });
  });

  it('keeps the joiners inside emoji sequences', () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    expect(cleanChatText(`a${family}`)).toEqual({ ok: true, text: `a${family}` });
    expect(cleanChatText('a\u200Db')).toEqual({ ok: true, text: 'ab' });
  });

  it('refuses what is only whitespace or invisible', () => {
    expect(cleanChatText(' \n\t\u200B\u2060 ')).toEqual({ ok: false, message: 'Message is empty' });
  });

  it('counts grapheme clusters against the limit', () => {
    const flags = '\u{1F1EB}\u{1F1F7}'.repeat(CHAT_MESSAGE_MAX);
    expect(graphemeCount(flags)).toBe(CHAT_MESSAGE_MAX);
    expect(cleanChatText(flags).ok).toBe(true);
    const tooLong = cleanChatText('x'.repeat(CHAT_MESSAGE_MAX + 1));
    expect(tooLong).toEqual({ ok: false, message: `Message must be at most 200 characters (it has 201)` });
  });
});

describe('combining marks', () => {
  const acute = '\u0301';

  it('keeps at most three marks on a character, so 3,500 cannot draw over the messages above', () => {
    const cleaned = cleanChatText(`x${acute.repeat(3_500)} b`);
    expect(cleaned).toEqual({ ok: true, text: `x${acute.repeat(MAX_MARKS_PER_CHARACTER)} b` });
  });

  it('keeps marks that real writing uses, and counts each after the first toward the length', () => {
    expect(cleanChatText('नमस्ते ไม่ Việt')).toEqual({ ok: true, text: 'नमस्ते ไม่ Việt' });
    // No precomposed letter takes these, so both marks stay after normalisation.
    const twoMarks = `x\u0323${acute}`;
    expect(cleanChatText(twoMarks.repeat(CHAT_MESSAGE_MAX / 2)).ok).toBe(true);
    expect(cleanChatText(twoMarks.repeat(CHAT_MESSAGE_MAX / 2 + 1))).toEqual({
      ok: false,
      message: `Message must be at most 200 characters (it has ${CHAT_MESSAGE_MAX + 2})`,
    });
  });

  it('counts an emoji chain too long to be one character by its code points', () => {
    const chain = `\u{1F44D}${'\u200D\u{1F44D}'.repeat(150)}`;
    expect(graphemeCount(chain)).toBe(1);
    expect(cleanChatText(chain)).toEqual({
      ok: false,
      message: 'Message must be at most 200 characters (it has 301)',
    });
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';
    expect(cleanChatText(family.repeat(CHAT_MESSAGE_MAX)).ok).toBe(true);
  });
});

describe('message parts', () => {
  it('finds @mentions once each, not inside e-mail addresses', () => {
    expect(mentionCandidates('@bob hi @Ann_1 and @bob, mail me@example.com @ab')).toEqual(['bob', 'Ann_1']);
  });

  it('finds a shared round in a bet-slip link or bare', () => {
    const id = '0b8e7c1e-5d0a-4f7e-9d43-2f1c7a9b6e10';
    expect(sharedRoundCandidate(`look https://x.io/games/dice?modal=bet-slip&roundId=${id}`)).toBe(id);
    expect(sharedRoundCandidate(`won big ${id.toUpperCase()}`)).toBe(id);
    expect(sharedRoundCandidate(`nothing ${id}x`)).toBeNull();
  });

  it('reads /tip commands', () => {
    expect(parseTipCommand('/tip @bob 0.5 btc')).toEqual({ username: 'bob', amount: '0.5', currency: 'BTC' });
    expect(parseTipCommand('/tip bob 1 ETH ')).toEqual({ username: 'bob', amount: '1', currency: 'ETH' });
    expect(parseTipCommand('/tip @bob lots')).toBeNull();
    expect(parseTipCommand('hello /tip @bob 1 BTC')).toBeNull();
  });
});
