import { useSetting } from '../../lib/client-settings';
import { useSiteConfig } from '../../lib/site-config';
import { resolveRegion } from './chat-regions';

/** The room the player reads and writes in (the `chatRegion` client setting) and the rooms offered. */
export function useChatRegion() {
  const [stored, setRegion] = useSetting('chatRegion');
  const regions = useSiteConfig().data?.chat.regions ?? [];
  return { region: resolveRegion(stored, regions), regions, setRegion };
}
