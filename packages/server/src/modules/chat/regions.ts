import type { Config } from '../../lib/config';
import { NotFound } from '../../lib/errors';

/** The region as configured (CHAT_REGIONS), or a 404: each region is its own room. */
export function requireRegion(config: Pick<Config, 'chat'>, region: string): string {
  const code = region.toLowerCase();
  if (!config.chat.regions.includes(code)) {
    throw new NotFound(`Unknown chat region: ${region.slice(0, 16)}`, 'region');
  }
  return code;
}
