import { Link } from 'react-router';
import classes from './chat.module.css';
import { messageParts } from './message-parts';

/**
 * A message's words as React text: HTML and markdown show literally, as written.
 * Only addresses of the casino's own pages are links, followed inside the app.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {messageParts(text, window.location.origin).map((part, index) =>
        part.type === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder.
          <Link key={index} to={part.to} className={classes.link}>
            {part.text}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder.
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
