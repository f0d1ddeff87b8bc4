import { CHAT_MESSAGE_MAX, type ChatMessage } from '@ante/core';
import { ActionIcon, Button, TextInput, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../lib/api';
import { formatBetAmount } from '../../lib/bet-format';
import { useCurrentUser } from '../../lib/current-user';
import { useAuthModal } from '../../lib/use-auth-modal';
import { useUsdFormatter } from '../../lib/wallet/use-usd-formatter';
import { errorMessage } from '../../ui/form/request-form';
import { LockIcon } from '../../ui/icons';
import classes from './chat.module.css';
import { chatKeys } from './chat-api';
import { chatBlockText } from './chat-block-text';
import { RainIcon, SendIcon } from './chat-icons';
import { draftCount, readDraft, type TipCommand } from './draft';
import { RainDialog } from './rain-dialog';
import { TipDialog } from './tip-dialog';
import { useChatStatus } from './use-chat-status';

type SendBoxProps = {
  region: string;
  onSend: (text: string) => Promise<void>;
  onShow: (message: ChatMessage) => void;
};

/**
 * The foot of the chat: a one-line box (emoji come from the system keyboard), a
 * counter, Enter to send, a rain button; `/tip @name amount currency` opens the tip
 * confirmation. Closed with the reason for a visitor, a muted player and a player
 * below the wager rule. A refused send shows the server's words under the box.
 */
export function SendBox({ region, onSend, onShow }: SendBoxProps) {
  const { user } = useCurrentUser();
  const { openAuth } = useAuthModal();
  const status = useChatStatus();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // What a tip or rain from here did: said under the box, where a toast would cover it.
  const [done, setDone] = useState<string | null>(null);
  // Each dialog stays mounted while it closes (so one Escape closes only it); `round`
  // gives every opening a fresh form.
  const [tip, setTip] = useState<{ command: TipCommand; open: boolean; round: number } | null>(null);
  const [rain, setRain] = useState({ open: false, round: 0 });
  const formatUsd = useUsdFormatter();

  if (!user) {
    return (
      <div className={classes.foot}>
        <div className={classes.closed}>
          <LockIcon size={16} />
          <span>Log in to chat</span>
          <Button size="xs" ml="auto" onClick={() => openAuth('login')}>
            Log in
          </Button>
        </div>
      </div>
    );
  }

  const blocked = chatBlockText(status.data?.block ?? null, formatUsd);
  const { count, over } = draftCount(text);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const draft = readDraft(text);
    if (draft.kind === 'empty') return;
    setDone(null);
    if (draft.kind === 'refused') return setError(draft.message);
    setError(null);
    if (draft.kind === 'tip') return setTip({ command: draft.tip, open: true, round: (tip?.round ?? 0) + 1 });
    const typed = text;
    setText('');
    try {
      await onSend(draft.text);
    } catch (refusal) {
      setError(errorMessage(refusal));
      // The words come back, unless the player already started the next message.
      setText((current) => current || typed);
      // A 403 means the player's standing changed (a mute): the box closes with the reason.
      if (isApiError(refusal) && refusal.status === 403) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.status(user.userId) });
      }
    }
  };

  // The dialogs sit outside the form: a submit inside a portal still bubbles to React parents.
  return (
    <>
      <form className={classes.foot} onSubmit={handleSubmit} noValidate>
        {blocked && (
          <div className={classes.blocked} data-testid="chat-blocked">
            <LockIcon size={14} />
            <span>{blocked}</span>
          </div>
        )}
        <div className={classes.inputRow}>
          <TextInput
            className={classes.input}
            classNames={{ input: classes.inputField }}
            aria-label="Chat message"
            placeholder={blocked ? 'Chat is closed for you' : 'Send a message'}
            disabled={blocked !== null}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
              setDone(null);
            }}
            autoComplete="off"
            enterKeyHint="send"
            rightSectionWidth={76}
            rightSectionPointerEvents="auto"
            rightSection={
              blocked ? null : <SendControls count={count} over={over} empty={text.trim() === ''} />
            }
          />
          <Tooltip label="Make it rain" withArrow openDelay={300}>
            <ActionIcon
              variant="default"
              size={36}
              radius="md"
              aria-label="Make it rain"
              disabled={blocked !== null}
              onClick={() => setRain((current) => ({ open: true, round: current.round + 1 }))}
              className={classes.rainButton}
            >
              <RainIcon size={18} />
            </ActionIcon>
          </Tooltip>
        </div>
        {error && (
          <div className={classes.error} role="alert">
            {error}
          </div>
        )}
        {done && (
          <div className={classes.done} role="status">
            {done}
          </div>
        )}
      </form>
      {tip && (
        <TipDialog
          key={tip.round}
          opened={tip.open}
          tip={tip.command}
          region={region}
          onClose={() => setTip({ ...tip, open: false })}
          onSent={(sent) => {
            setText('');
            setDone(
              `Tip sent: ${formatBetAmount(sent.amount, sent.currency)} ${sent.currency} to ${sent.recipient}`,
            );
          }}
        />
      )}
      {rain.round > 0 && (
        <RainDialog
          key={rain.round}
          opened={rain.open}
          region={region}
          onClose={() => setRain({ ...rain, open: false })}
          onRained={(answer) => {
            onShow(answer.message);
            const { notice } = answer.message;
            if (notice?.type === 'rain') {
              setDone(
                `Rain sent: ${formatBetAmount(notice.amount, notice.currency)} ${notice.currency} to ${notice.recipients.length} players`,
              );
            }
          }}
        />
      )}
    </>
  );
}

/** The counter and the send button inside the box. */
function SendControls({ count, over, empty }: { count: number; over: boolean; empty: boolean }) {
  return (
    <span className={classes.inputRight}>
      <span className={classes.counter} data-over={over || undefined} aria-live="off">
        {count}/{CHAT_MESSAGE_MAX}
      </span>
      <ActionIcon
        type="submit"
        variant="filled"
        size={28}
        radius="md"
        aria-label="Send message"
        disabled={empty}
      >
        <SendIcon size={15} />
      </ActionIcon>
    </span>
  );
}
