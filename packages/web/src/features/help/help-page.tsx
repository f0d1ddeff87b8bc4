import type { HelpCategory } from '@ante/core';
import { CloseButton, Skeleton, TextInput } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon, SearchIcon } from '../../ui/icons';
import classes from './help.module.css';
import { useHelpIndex, useHelpSearch } from './help-api';
import { HelpHeader } from './help-header';
import { HelpSearchResults } from './help-search-results';
import { cleanHelpQuery, useHelpQuery } from './use-help-query';

function CategoryCard({ category }: { category: HelpCategory }) {
  return (
    <section className={classes.category} aria-labelledby={category.slug}>
      <h2 id={category.slug} tabIndex={-1} className={classes.categoryTitle}>
        {category.name}
      </h2>
      <ul className={classes.articleList}>
        {category.articles.map((article) => (
          <li key={article.slug}>
            <Link to={`/help/${article.slug}`} className={classes.articleLink}>
              <span>{article.title}</span>
              <ChevronRightIcon size={16} className={classes.chevron} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Categories() {
  const index = useHelpIndex();
  const categories = index.data?.categories;

  // An address naming a category (/help#rewards, an article's breadcrumb) scrolls to it once it is drawn.
  useEffect(() => {
    if (!categories) return;
    const target = decodeURIComponent(window.location.hash.slice(1));
    if (!categories.some((category) => category.slug === target)) return;
    const frame = requestAnimationFrame(() => {
      const heading = document.getElementById(target);
      heading?.scrollIntoView({ block: 'start' });
      heading?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [categories]);

  if (!categories) {
    if (index.isError)
      return <p className={classes.message}>The Help Center could not be loaded. Please try again.</p>;
    return (
      <div className={classes.categories} aria-busy="true">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} height={180} radius="lg" mb={16} />
        ))}
      </div>
    );
  }
  return (
    <div className={classes.categories}>
      {categories.map((category) => (
        <CategoryCard key={category.slug} category={category} />
      ))}
    </div>
  );
}

/**
 * /help: the help centre's categories and a search whose results follow the typing
 * (docs/help-centre.md). `supportSlot` is the corner kept for live support.
 */
export function HelpPage({ supportSlot }: { supportSlot?: ReactNode }) {
  const [typed, setTyped] = useState('');
  const { query, settling } = useHelpQuery(typed);
  const search = useHelpSearch(query);
  const searching = cleanHelpQuery(typed) !== '';

  return (
    <div className={classes.page}>
      <HelpHeader
        title="Help Center"
        lead="Answers about your account, deposits and withdrawals, the games and their fairness."
        supportSlot={supportSlot}
      >
        <TextInput
          className={classes.search}
          size="md"
          radius="md"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          placeholder="Search the Help Center"
          aria-label="Search the Help Center"
          maxLength={200}
          leftSection={<SearchIcon size={18} />}
          rightSection={
            searching ? <CloseButton aria-label="Clear the search" onClick={() => setTyped('')} /> : null
          }
        />
      </HelpHeader>
      {searching ? (
        <HelpSearchResults
          query={query || cleanHelpQuery(typed)}
          results={query ? search.data?.results : undefined}
          loading={settling || search.isFetching}
          failed={search.isError}
        />
      ) : (
        <Categories />
      )}
    </div>
  );
}
