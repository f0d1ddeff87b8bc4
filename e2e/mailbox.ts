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
        // Written aside and renamed into place, so a reader never sees half a message.
        const name = `${Date.now()}-${count}.eml`;
        fs.writeFileSync(path.join(MAIL_DIR, `.${name}`), Buffer.concat(chunks));
        fs.renameSync(path.join(MAIL_DIR, `.${name}`), path.join(MAIL_DIR, name));
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
 * (`/?action=<action>&token=<code>`), once the message arrives: the folder is watched,
 * so the wait ends when the SMTP server has the message, however slow the machine, and
 * only the test's own time limit bounds it.
 */
export async function mailedLink(to: string, action: string): Promise<string> {
  // Quoted-printable: soft line breaks undone, and '=' may be written '=3D'.
  const pattern = new RegExp(`action=(?:3D)?${action}&token=(?:3D)?([0-9a-f]{64})`);
  const find = (): string | null => {
    const files = fs.readdirSync(MAIL_DIR).filter((file) => file.endsWith('.eml'));
    for (const file of files.sort().reverse()) {
      const raw = fs.readFileSync(path.join(MAIL_DIR, file), 'utf8').replace(/=\r?\n/g, '');
      const match = raw.includes(`To: ${to}`) ? raw.match(pattern) : null;
      if (match) return `/?action=${action}&token=${match[1]}`;
    }
    return null;
  };
  return new Promise((resolve) => {
    const watcher = fs.watch(MAIL_DIR, () => {
      const link = find();
      if (link) {
        watcher.close();
        resolve(link);
      }
    });
    // A message that arrived before the watch began.
    const link = find();
    if (link) {
      watcher.close();
      resolve(link);
    }
  });
}
