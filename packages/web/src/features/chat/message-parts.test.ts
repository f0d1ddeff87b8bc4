import { describe, expect, it } from 'vitest';
import { messageParts } from './message-parts';

const ORIGIN = 'https://ante.example';

describe('messageParts', () => {
  it('keeps plain text, HTML and markdown as one text part', () => {
    expect(messageParts('<b>x</b> **bold** [a](b)', ORIGIN)).toEqual([
      { type: 'text', text: '<b>x</b> **bold** [a](b)' },
    ]);
  });

  it("links only the casino's own pages, to their path in the app", () => {
    expect(messageParts(`look ${ORIGIN}/games/dice?modal=bet-slip&roundId=1, nice`, ORIGIN)).toEqual([
      { type: 'text', text: 'look ' },
      {
        type: 'link',
        text: `${ORIGIN}/games/dice?modal=bet-slip&roundId=1`,
        to: '/games/dice?modal=bet-slip&roundId=1',
      },
      { type: 'text', text: ', nice' },
    ]);
  });

  it('leaves every other address as text, a look-alike host included', () => {
    for (const address of [
      'https://evil.example/games',
      'https://ante.example.evil.io/x',
      'http://ante.example/x',
      'javascript:alert(1)',
    ]) {
      expect(messageParts(`go ${address}`, ORIGIN)).toEqual([{ type: 'text', text: `go ${address}` }]);
    }
  });

  it('never links an address whose path would leave the site once a browser reads it', () => {
    for (const address of [
      `${ORIGIN}//evil.example/login`,
      `${ORIGIN}/\\evil.example/login`,
      `${ORIGIN}\\\\evil.example`,
      `${ORIGIN}/%2f%2Fevil.example`,
      `${ORIGIN}/%5c%5Cevil.example`,
      `${ORIGIN}/./%2F/evil.example`,
      'https://ante.example@evil.example/x',
      'https://user:pass@ante.example/games',
      'https://ante.example:8443/games',
      'https://ante.example.:443/x/..//evil.example',
    ]) {
      const parts = messageParts(`go ${address}`, ORIGIN);
      expect(
        parts.filter((part) => part.type === 'link'),
        address,
      ).toEqual([]);
    }
  });

  it('links a normalised own path, never one that starts with two slashes', () => {
    const [, link] = messageParts(`see ${ORIGIN}/games/../promotions`, ORIGIN);
    expect(link).toEqual({ type: 'link', text: `${ORIGIN}/games/../promotions`, to: '/promotions' });
    for (const part of messageParts(`${ORIGIN}/a/..//evil.example ${ORIGIN}/%2e%2e//evil.example`, ORIGIN)) {
      if (part.type === 'link') expect(part.to).not.toMatch(/^[/\\]{2}/);
    }
  });
});
