import { useCurrentUser } from '../../lib/current-user';
import classes from './chat.module.css';
import { MessageList } from './message-list';
import { SendBox } from './send-box';
import { useChatRegion } from './use-chat-region';
import { useChatRoom } from './use-chat-room';

/** The Chat tab: the chosen room's messages and the send box. */
export function ChatRoom() {
  const { region } = useChatRegion();
  const room = useChatRoom(region);
  const { user } = useCurrentUser();
  return (
    <div className={classes.room} data-region={region}>
      <MessageList key={region} messages={room.messages} loading={room.loading} me={user?.username ?? null} />
      <SendBox region={region} onSend={room.send} onShow={room.show} />
    </div>
  );
}
