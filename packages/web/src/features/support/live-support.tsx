import { Anchor, Loader, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { useHelpCenterLink, useSupportEmail } from '../../lib/site-config';
import { HelpIcon } from '../../ui/icons';
import classes from '../../ui/support/support.module.css';
import { SupportComposer } from '../../ui/support/support-composer';
import { SupportMessages } from '../../ui/support/support-messages';
import { useSupportChat } from './use-support-chat';

/**
 * The live chat with support (docs/live-support.md): the conversation, staff replies
 * arriving as they are written, and the box to write in. A visitor gives an e-mail
 * address with their first message; their browser then keeps the conversation.
 */
export function LiveSupport({ onBackToChat }: { onBackToChat?: () => void }) {
  const { conversation, loading, loggedIn, send } = useSupportChat();
  const helpCenter = useHelpCenterLink();
  const supportEmail = useSupportEmail();

  return (
    <div className={classes.panel} data-testid="live-support">
      <div className={classes.links}>
        {onBackToChat && (
          <Anchor component="button" type="button" size="xs" c="dimmed" onClick={onBackToChat}>
            ← Back to chat
          </Anchor>
        )}
        {helpCenter.external ? (
          <Anchor href={helpCenter.href} target="_blank" rel="noopener noreferrer" size="xs">
            Help Center
          </Anchor>
        ) : (
          <Anchor component={Link} to={helpCenter.to} size="xs">
            Help Center
          </Anchor>
        )}
        <Anchor href={`mailto:${supportEmail}`} size="xs" c="dimmed" ml="auto">
          {supportEmail}
        </Anchor>
      </div>
      {loading ? (
        <div className={classes.intro}>
          <Loader size="sm" />
        </div>
      ) : (
        <SupportMessages
          messages={conversation?.messages ?? []}
          viewer="player"
          status={conversation?.status ?? null}
          empty={
            <div className={classes.intro}>
              <ThemeIcon size={48} radius="xl" variant="light">
                <HelpIcon size={24} />
              </ThemeIcon>
              <Text fw={700} c="white">
                How can we help?
              </Text>
              <Text size="sm" c="dimmed" maw={280}>
                Write to us and a person from our team answers here.
              </Text>
            </div>
          }
        />
      )}
      <SupportComposer onSend={send} askEmail={!loggedIn && !loading && conversation === null} />
    </div>
  );
}
