import { Loader } from '@mantine/core';
import classes from './page-loading.module.css';

/**
 * A page's place while its code is fetched on a first visit. Moving between pages keeps
 * the previous page on screen instead (the router's transitions), so this shows only when
 * the site is opened on a page whose code is not there yet.
 */
export function PageLoading() {
  return (
    <div className={classes.holder} aria-busy="true">
      <Loader className={classes.spinner} aria-label="Loading the page" />
    </div>
  );
}
