import { type MouseEvent, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import classes from './help.module.css';

/**
 * An article's HTML as the server rendered it from Markdown, with raw HTML escaped
 * there (packages/server/src/modules/help/render-markdown.ts), so it is set as it is.
 * A link within the casino is followed in the app rather than by loading the page
 * again; a link to a section of this page scrolls to it on arrival.
 */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!html) return;
    const target = decodeURIComponent(window.location.hash.slice(1));
    if (!target) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById(target)?.scrollIntoView({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [html]);

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || link.target === '_blank' || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    // The click handler only routes the article's own links, which keep their native keyboard behaviour.
    // biome-ignore lint/a11y/noStaticElementInteractions: the links inside are the interactive elements.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this same click.
    <div
      ref={body}
      className={classes.content}
      onClick={handleClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server renders Markdown with raw HTML escaped.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
