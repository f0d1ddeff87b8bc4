/**
 * A launch token from an Ante casino, the way a player gets one: log in, then ask to
 * launch the game for real money. For another casino, pass a token with --token.
 */
export async function anteLaunchToken(options: {
  casinoUrl: string;
  username: string;
  password: string;
  game: string;
  currency: string;
}): Promise<string> {
  const login = await fetch(`${options.casinoUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: options.username, password: options.password }),
  });
  if (!login.ok) throw new Error(`could not log in as ${options.username}: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  const launch = await fetch(
    `${options.casinoUrl}/api/casino/games/${encodeURIComponent(options.game)}/launch`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ currency: options.currency, mode: 'real' }),
    },
  );
  const body = (await launch.json()) as { url?: string; message?: string };
  if (!launch.ok || !body.url)
    throw new Error(`could not launch ${options.game}: ${body.message ?? launch.status}`);
  const token = new URL(body.url).searchParams.get('token');
  if (!token) throw new Error('the launch URL has no token');
  return token;
}
