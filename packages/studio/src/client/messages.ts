/**
 * What the player reads when the API refuses. The codes are the studio API's; the
 * words are the game's, since a raw code or a server's sentence is no help at a slot.
 */
export function spinErrorMessage(code: string | null): string {
  switch (code) {
    case 'INSUFFICIENT_FUNDS':
      return 'Not enough balance for this bet. Lower the bet or top up your balance.';
    case 'LIMIT_EXCEEDED':
      return 'This bet is above the casino’s limits for this game. Lower the bet; your balance is unchanged.';
    case 'TOO_FAST':
      return 'Spins are spaced out here. Wait a moment, then spin again.';
    case 'PLAYER_BLOCKED':
      return 'Play is paused on your account. Please contact support.';
    case 'SESSION_EXPIRED':
      return 'Your game session has expired. Please close the game and open it again.';
    default:
      return 'The spin did not go through; your balance is unchanged. Please try again.';
  }
}

/** Whether the error leaves the game unable to go on (the player must reopen it). */
export function isFatal(code: string | null): boolean {
  return code === 'SESSION_EXPIRED' || code === 'PLAYER_BLOCKED';
}
