import type { HelpSearchResult } from '@ante/core';
import { Loader } from '@mantine/core';
import { Link } from 'react-router';
import { ChevronRightIcon, SearchIcon } from '../../ui/icons';
import classes from './help.module.css';

type HelpSearchResultsProps = {
  query: string;
  results: readonly HelpSearchResult[] | undefined;
  loading: boolean;
  failed: boolean;
};

/** The articles that match the search, best first, each with the words around the match. */
export function HelpSearchResults({ query, results, loading, failed }: HelpSearchResultsProps) {
  if (failed && !results) {
    return <p className={classes.message}>The search did not answer. Please try again.</p>;
  }
  if (!results) {
    return (
      <div className={classes.message} aria-busy="true">
        <Loader size="sm" />
      </div>
    );
  }
  if (results.length === 0) {
    return loading ? (
      <div className={classes.message} aria-busy="true">
        <Loader size="sm" />
      </div>
    ) : (
      <div className={classes.message}>
        <SearchIcon size={22} aria-hidden="true" />
        <p>
          No article matches “{query}”. Try another word, or browse the categories after clearing the search.
        </p>
      </div>
    );
  }
  return (
    <section aria-label="Search results" aria-busy={loading || undefined}>
      <ul className={classes.results}>
        {results.map((result) => (
          <li key={result.slug}>
            <Link to={`/help/${result.slug}`} className={classes.result}>
              <span className={classes.resultText}>
                <span className={classes.resultCategory}>{result.category}</span>
                <span className={classes.resultTitle}>{result.title}</span>
                <span className={classes.resultSnippet}>{result.snippet}</span>
              </span>
              <ChevronRightIcon size={18} className={classes.chevron} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
