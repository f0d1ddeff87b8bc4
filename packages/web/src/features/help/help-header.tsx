import type { ReactNode } from 'react';
import { HelpIcon } from '../../ui/icons';
import classes from './help.module.css';

type HelpHeaderProps = {
  title: string;
  lead?: ReactNode;
  /** Above the title: the breadcrumb of an article. */
  before?: ReactNode;
  /**
   * The corner kept for live support's "Chat with us" button, which the app hands in
   * once live support exists; nothing is drawn there until then.
   */
  supportSlot?: ReactNode;
  children?: ReactNode;
};

/** The top of every help page: its only level-one heading, and the corner for live support. */
export function HelpHeader({ title, lead, before, supportSlot, children }: HelpHeaderProps) {
  return (
    <header className={classes.header}>
      <div className={classes.headerTop}>
        <div className={classes.headerText}>
          {before}
          <h1 className={classes.title}>
            <HelpIcon size={26} className={classes.titleIcon} aria-hidden="true" />
            {title}
          </h1>
          {lead && <p className={classes.lead}>{lead}</p>}
        </div>
        {supportSlot && <div className={classes.supportSlot}>{supportSlot}</div>}
      </div>
      {children}
    </header>
  );
}
