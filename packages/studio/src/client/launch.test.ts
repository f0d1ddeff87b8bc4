import { describe, expect, it } from 'vitest';
import { parseLaunch } from './launch';

describe('launch parameters', () => {
  it('reads what the server wrote', () => {
    const launch = parseLaunch(
      JSON.stringify({
        token: 't',
        game: 'forge-of-fortune',
        currency: 'ETH',
        mode: 'real',
        lang: 'en',
        lobbyUrl: 'https://ante.example/casino',
        settings: { quickSpin: true, autoplay: false, minSpinMs: 2500, sessionBar: false },
      }),
    );
    expect(launch).toEqual({
      token: 't',
      game: 'forge-of-fortune',
      currency: 'ETH',
      mode: 'real',
      lang: 'en',
      lobbyUrl: 'https://ante.example/casino',
      settings: { quickSpin: true, autoplay: false, minSpinMs: 2500, sessionBar: false },
    });
  });

  it('falls back to demo play with the optional features hidden and the session bar shown', () => {
    for (const text of [null, '', 'not json', '[]', '{"mode":"cash","settings":{"minSpinMs":"x"}}']) {
      const launch = parseLaunch(text);
      expect(launch.mode).toBe('demo');
      expect(launch.settings).toEqual({ quickSpin: false, autoplay: false, minSpinMs: 0, sessionBar: true });
      expect(launch.lobbyUrl).toBeNull();
    }
  });

  it('refuses a lobby link that is not a web address', () => {
    expect(parseLaunch('{"lobbyUrl":"javascript:alert(1)"}').lobbyUrl).toBeNull();
  });
});
