import { SMTPServer } from 'smtp-server';
import { freePort } from './node-process';

/**
 * A real SMTP server on a free local port for tests that follow e-mailed links: every
 * message it receives is kept, raw. Point a test server at it with `SMTP_URL: inbox.url`.
 * `acceptDelayMs` makes it a slow server, for tests of work that must not wait on mail.
 */
export interface SmtpInbox {
  url: string;
  messages: string[];
  /** The `token` of the newest link for `action` in a message to `to`, once that message arrives. */
  linkToken(to: string, action: string): Promise<string>;
  /** The first message to `to` kept at or after index `from` of `messages`, soft line breaks undone, once it arrives. */
  nextMessageTo(to: string, from: number): Promise<string>;
  close(): Promise<void>;
}

export async function startSmtpInbox(options: { acceptDelayMs?: number } = {}): Promise<SmtpInbox> {
  const port = await freePort();
  const messages: string[] = [];
  /** Called on each arrival: the waits of `linkToken` end on the message, not on a timer. */
  const arrivals = new Set<() => void>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // A slow mail server: the message is accepted (and kept) only after the delay.
        setTimeout(() => {
          messages.push(Buffer.concat(chunks).toString('utf8'));
          for (const arrived of [...arrivals]) arrived();
          callback();
        }, options.acceptDelayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    linkToken(to, action) {
      // Quoted-printable: soft line breaks undone, and '=' may be written '=3D'.
      const pattern = new RegExp(`action=(?:3D)?${action}&token=(?:3D)?([0-9a-f]{64})`);
      const find = () => {
        const message = [...messages]
          .reverse()
          .map((raw) => raw.replace(/=\r?\n/g, ''))
          .find((raw) => raw.includes(`To: ${to}`) && pattern.test(raw));
        return message?.match(pattern)?.[1];
      };
      const found = find();
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => {
        const arrived = () => {
          const token = find();
          if (!token) return;
          arrivals.delete(arrived);
          resolve(token);
        };
        arrivals.add(arrived);
      });
    },
    nextMessageTo(to, from) {
      const find = () =>
        messages
          .slice(from)
          .map((raw) => raw.replace(/=\r?\n/g, ''))
          .find((raw) => raw.includes(`To: ${to}`));
      const found = find();
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => {
        const arrived = () => {
          const message = find();
          if (!message) return;
          arrivals.delete(arrived);
          resolve(message);
        };
        arrivals.add(arrived);
      });
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
