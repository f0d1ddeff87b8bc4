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
  /** The `token` of the newest link for `action` in a message to `to` (waits up to 5 s). */
  linkToken(to: string, action: string): Promise<string>;
  close(): Promise<void>;
}

export async function startSmtpInbox(options: { acceptDelayMs?: number } = {}): Promise<SmtpInbox> {
  const port = await freePort();
  const messages: string[] = [];
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
          callback();
        }, options.acceptDelayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async linkToken(to, action) {
      // Quoted-printable: soft line breaks undone, and '=' may be written '=3D'.
      const pattern = new RegExp(`action=(?:3D)?${action}&token=(?:3D)?([0-9a-f]{64})`);
      for (let i = 0; i < 100; i += 1) {
        const message = [...messages]
          .reverse()
          .find((raw) => raw.includes(`To: ${to}`) && pattern.test(raw.replace(/=\r?\n/g, '')));
        const match = message?.replace(/=\r?\n/g, '').match(pattern);
        if (match) return match[1] as string;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no ${action} e-mail to ${to}; inbox: ${messages.length}`);
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
