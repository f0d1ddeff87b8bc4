import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the browser tests: the casino under test sends its e-mails
 * (activation and break links) to it, and each message lands as a file in a folder
 * named after the test port, where the tests, in other processes, read them.
 */
const port = Number(process.env.E2E_PORT ?? 3123);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? port + 1);
const MAIL_DIR = path.join(os.tmpdir(), `ante-e2e-mail-${port}`);

/** Starts the SMTP server on a clean folder; the promise gives the function that stops it. */
export async function startMailbox(): Promise<() => Promise<void>> {
  fs.rmSync(MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        fs.writeFileSync(path.join(MAIL_DIR, `${Date.now()}-${count}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(SMTP_PORT, '127.0.0.1', resolve);
  });
  return () => new Promise<void>((resolve) => smtp.close(() => resolve()));
}

/**
 * The path and query of the newest `action` link mailed to `to`
 * (`/?action=<action>&token=<code>`), waiting up to 15 s for it to arrive.
 */
export async function mailedLink(to: string, action: string): Promise<string> {
  // Quoted-printable: soft line breaks undone, and '=' may be written '=3D'.
  const pattern = new RegExp(`action=(?:3D)?${action}&token=(?:3D)?([0-9a-f]{64})`);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).sort().reverse() : [];
    for (const file of files) {
      const raw = fs.readFileSync(path.join(MAIL_DIR, file), 'utf8').replace(/=\r?\n/g, '');
      const match = raw.includes(`To: ${to}`) ? raw.match(pattern) : null;
      if (match) return `/?action=${action}&token=${match[1]}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${action} e-mail to ${to}`);
}
