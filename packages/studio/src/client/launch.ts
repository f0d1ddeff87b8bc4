import type { LaunchParams } from './types';

/**
 * Reads the launch parameters the server wrote into the page as JSON. Anything
 * missing or of the wrong kind falls back to the safest reading (demo play, quick spin
 * and autoplay hidden, the session bar shown, no lobby link) rather than failing, so a malformed tag still
 * opens a game that breaks no rule.
 */
export function parseLaunch(text: string | null | undefined): LaunchParams {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text ?? '{}');
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    raw = {};
  }
  const settings = (raw.settings && typeof raw.settings === 'object' ? raw.settings : {}) as Record<
    string,
    unknown
  >;
  const text_ = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
  const minSpinMs = Number(settings.minSpinMs);
  return {
    token: typeof raw.token === 'string' ? raw.token : null,
    game: text_(raw.game, 'forge-of-fortune'),
    currency: text_(raw.currency, 'BTC'),
    mode: raw.mode === 'real' ? 'real' : 'demo',
    lang: text_(raw.lang, 'en'),
    lobbyUrl: typeof raw.lobbyUrl === 'string' && /^https?:\/\//.test(raw.lobbyUrl) ? raw.lobbyUrl : null,
    settings: {
      quickSpin: settings.quickSpin === true,
      autoplay: settings.autoplay === true,
      minSpinMs: Number.isFinite(minSpinMs) && minSpinMs > 0 ? minSpinMs : 0,
      // Only an explicit false hides the bar: showing the session's figures breaks no rule.
      sessionBar: settings.sessionBar !== false,
    },
  };
}
