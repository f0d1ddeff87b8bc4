import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context';
import type { Mailer } from '../../lib/mailer';
import { siteUrl } from '../../lib/site-url';

/** What a use case needs to mail a player a link back to the casino. */
export interface MailContext {
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Where the casino is, for the link: from configuration only (lib/site-url.ts). */
  siteUrl: string;
}

/** The mail context of one request: its log, and the site its links point at. */
export function mailContext(
  ctx: Pick<AppContext, 'mailer' | 'config'>,
  request: FastifyRequest,
): MailContext {
  return { mailer: ctx.mailer, log: request.log, siteUrl: siteUrl(request, ctx.config) };
}

/** `<site>/?action=<action>&token=<code>`: the link a mailed code travels in. */
export function actionLink(mail: MailContext, action: string, code: string): string {
  return `${mail.siteUrl.replace(/\/+$/, '')}/?action=${action}&token=${code}`;
}
