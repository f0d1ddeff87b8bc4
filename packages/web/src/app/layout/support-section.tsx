import { LiveSupport } from '../../features/support/live-support';

/**
 * The chat column's Support section (docs/live-support.md): the live chat with
 * support, with the help centre and the support e-mail beside it. The profile menu's
 * Support opens it on phones and small tablets; `ChatWithUsButton` anywhere.
 */
export function SupportSection({ onBackToChat }: { onBackToChat: () => void }) {
  return <LiveSupport onBackToChat={onBackToChat} />;
}
