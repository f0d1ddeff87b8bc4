import { ErrorCode, type HelpArticle } from '@ante/core';
import { Anchor, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../lib/api';
import { ChevronRightIcon } from '../../ui/icons';
import { ArticleBody } from './article-body';
import classes from './help.module.css';
import { useHelpArticle } from './help-api';
import { HelpHeader } from './help-header';

function Breadcrumb({ category }: { category?: HelpArticle['category'] }) {
  return (
    <nav aria-label="Breadcrumb" className={classes.breadcrumb}>
      <Anchor component={Link} to="/help" className={classes.crumb}>
        Help Center
      </Anchor>
      {category && (
        <>
          <ChevronRightIcon size={14} aria-hidden="true" />
          <Anchor component={Link} to={`/help#${category.slug}`} className={classes.crumb}>
            {category.name}
          </Anchor>
        </>
      )}
    </nav>
  );
}

function Siblings({ article }: { article: HelpArticle }) {
  if (article.siblings.length === 0) return null;
  return (
    <aside className={classes.aside} aria-labelledby="help-siblings">
      <h2 id="help-siblings" className={classes.asideTitle}>
        More in {article.category.name}
      </h2>
      <ul className={classes.articleList}>
        {article.siblings.map((sibling) => (
          <li key={sibling.slug}>
            <Link to={`/help/${sibling.slug}`} className={classes.articleLink}>
              <span>{sibling.title}</span>
              <ChevronRightIcon size={16} className={classes.chevron} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** /help/:slug: one article, the way back to its category, and the other articles in it. */
export function HelpArticlePage({ supportSlot }: { supportSlot?: ReactNode }) {
  const { slug = '' } = useParams();
  const query = useHelpArticle(slug);
  const article = query.data;

  if (!article) {
    const missing = isApiError(query.error, ErrorCode.NotFound);
    return (
      <div className={classes.page}>
        <HelpHeader
          before={<Breadcrumb />}
          title={missing ? 'Article not found' : query.isError ? 'Help Center' : 'Loading…'}
          lead={
            missing
              ? 'There is no help article at this address. The Help Center lists them all.'
              : query.isError
                ? 'The article could not be loaded. Please try again.'
                : undefined
          }
          supportSlot={supportSlot}
        />
        {query.isPending && <Skeleton height={320} radius="lg" />}
      </div>
    );
  }
  return (
    <div className={classes.page}>
      <HelpHeader
        before={<Breadcrumb category={article.category} />}
        title={article.title}
        lead={article.summary}
        supportSlot={supportSlot}
      />
      <div className={classes.articleLayout}>
        <article className={classes.article} aria-label={article.title}>
          <ArticleBody html={article.html} />
        </article>
        <Siblings article={article} />
      </div>
    </div>
  );
}
