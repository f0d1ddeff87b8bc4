import { cleanSupportText, SUPPORT_MESSAGE_MAX, textLength } from '@ante/core';
import { ActionIcon, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { errorMessage } from '../../lib/error-text';
import { SendIcon } from '../icons';
import classes from './support.module.css';

/** The counter shows once a message is this close to the limit. */
const COUNTER_FROM = SUPPORT_MESSAGE_MAX - 200;

/**
 * The box a message is written in: Enter sends, Shift+Enter starts a new line. With
 * `askEmail` (a visitor's first message) it asks for the address the answer may be
 * e-mailed to. A refusal shows the server's words under the box and gives the text back.
 */
export function SupportComposer({
  onSend,
  askEmail = false,
  label = 'Message to support',
  placeholder = 'Write your message',
}: {
  onSend: (text: string, email?: string) => Promise<void>;
  askEmail?: boolean;
  label?: string;
  placeholder?: string;
}) {
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const count = textLength(text);

  const submit = async () => {
    if (sending || text.trim() === '') return;
    const cleaned = cleanSupportText(text);
    if (!cleaned.ok) return setError(cleaned.message);
    if (askEmail && email.trim() === '')
      return setError('Give your e-mail address so that we can answer you.');
    setError(null);
    setSending(true);
    const typed = text;
    setText('');
    try {
      await onSend(cleaned.text, askEmail ? email.trim() : undefined);
    } catch (refusal) {
      setError(errorMessage(refusal));
      setText((current) => current || typed);
    } finally {
      setSending(false);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className={classes.composer} onSubmit={handleSubmit} noValidate>
      {askEmail && (
        <TextInput
          type="email"
          size="sm"
          label="Your e-mail"
          description="We answer here, and by e-mail if you have left."
          placeholder="you@example.com"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(null);
          }}
          classNames={{ input: classes.composerField }}
        />
      )}
      <div className={classes.composerRow}>
        <Textarea
          className={classes.composerInput}
          classNames={{ input: classes.composerField }}
          aria-label={label}
          placeholder={placeholder}
          autosize
          minRows={1}
          maxRows={5}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={handleKeyDown}
        />
        <ActionIcon
          type="submit"
          size={36}
          radius="md"
          aria-label="Send"
          loading={sending}
          disabled={text.trim() === '' || count > SUPPORT_MESSAGE_MAX}
        >
          <SendIcon size={18} />
        </ActionIcon>
      </div>
      <div className={classes.composerFoot}>
        <span className={classes.error} role={error ? 'alert' : undefined}>
          {error}
        </span>
        {count >= COUNTER_FROM && (
          <span className={count > SUPPORT_MESSAGE_MAX ? classes.error : undefined}>
            {count}/{SUPPORT_MESSAGE_MAX}
          </span>
        )}
      </div>
    </form>
  );
}
