import { startMailbox } from './mailbox';

/** Runs once before the browser tests: the SMTP server the casino under test mails to. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startMailbox();
}
