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
});
