import { helpApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { register } from '../../lib/register-route';
import { getArticle } from './get-article';
import { defaultHelpDir } from './help-folder';
import { loadHelpLibrary } from './help-library';
import { listHelp } from './list-help';
import { helpPlaceholders } from './placeholders';
import { searchHelp } from './search-help';

/**
 * The help centre (docs/help-centre.md): the shipped articles and the operator's
 * (HELP_DIR), read and rendered here, once, when the app is built; a broken article
 * stops the start. Every route is public and answers from memory.
 */
export function helpRoutes(ctx: AppContext, shippedDir = defaultHelpDir()): FastifyPluginAsyncZod {
  const library = loadHelpLibrary({
    shippedDir,
    overrideDir: ctx.config.helpDir,
    placeholders: helpPlaceholders(ctx.config),
  });

  return async function plugin(app) {
    register(app, helpApi.index, async () => listHelp(library));
    register(app, helpApi.article, async (request) => getArticle(library, request.params.slug));
    register(app, helpApi.search, async (request) => searchHelp(library, request.query.q));
  };
}
