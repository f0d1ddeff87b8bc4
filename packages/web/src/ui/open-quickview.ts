import { openModal } from './modal-stack';

/**
 * Opens a player's quickview over whatever is open (a chat name, a bet feed row, a
 * leaderboard, a friend). `player` is their id or username: feeds know only names.
 */
export function openQuickview(player: string): void {
  openModal('quickview', { overlay: true, metadata: { player } });
}
