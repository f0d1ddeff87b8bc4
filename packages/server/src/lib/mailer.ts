import nodemailer from 'nodemailer';
import type { Config } from './config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends e-mail through SMTP_URL. Without one (the embedded defaults), nothing is sent:
 * `send` answers `delivered: false` and the caller writes the message to the log, so
 * an operator trying the casino locally can still follow the links.
 */
export interface Mailer {
  send(message: MailMessage): Promise<{ delivered: boolean }>;
  close(): void;
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): Mailer {
  if (!config.smtpUrl) {
    return { send: async () => ({ delivered: false }), close() {} };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: config.mailFrom, ...message });
      return { delivered: true };
    },
    close() {
      transport.close();
    },
  };
}
