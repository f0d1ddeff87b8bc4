import {
  helpArticleParamsSchema,
  helpArticleSchema,
  helpIndexSchema,
  helpSearchQuerySchema,
  helpSearchResponseSchema,
} from '../help';
import { defineRoute } from '../route';

/**
 * The help centre, public: the list of categories and articles, one article (404 for a
 * name that is none), and a search over titles, keywords and text. A search is bounded
 * in length and refuses control characters (400).
 */
export const helpApi = {
  index: defineRoute({
    method: 'GET',
    path: '/help',
    response: helpIndexSchema,
    auth: 'public',
  }),
  article: defineRoute({
    method: 'GET',
    path: '/help/articles/:slug',
    params: helpArticleParamsSchema,
    response: helpArticleSchema,
    auth: 'public',
  }),
  search: defineRoute({
    method: 'GET',
    path: '/help/search',
    query: helpSearchQuerySchema,
    response: helpSearchResponseSchema,
    auth: 'public',
  }),
};
