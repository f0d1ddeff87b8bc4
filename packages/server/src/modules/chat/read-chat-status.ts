import type { ChatStatusResponse } from '@ante/core';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import { findChatBlock } from './chat-block';
import { giftAllowanceUsd } from './gift-allowance';
import { isStaff } from './staff';

/** The logged-in player's standing in chat, so the web can explain a disabled send box. */
export async function readChatStatus(
  db: Db,
  config: Pick<Config, 'chat'>,
  user: { id: string; role: string },
): Promise<ChatStatusResponse> {
  const [block, allowance] = await Promise.all([
    findChatBlock(db, config, user),
    giftAllowanceUsd(db, config, user.id),
  ]);
  return { staff: isStaff(user.role), block, giftAllowanceUsd: allowance };
}
