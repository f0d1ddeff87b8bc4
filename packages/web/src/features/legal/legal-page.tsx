import { Anchor, Collapse, Tabs, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { useSiteConfig, useSupportEmail } from '../../lib/site-config';
import { ChevronDownIcon, ListIcon } from '../../ui/icons';
import tabBar from '../../ui/tab-bar.module.css';
import { useIsMobile } from '../../ui/use-is-mobile';
import { scrollFadeClass, useScrollFade } from '../../ui/use-scroll-fade';
import classes from './legal-page.module.css';
import { LEGAL_TABS, POLICIES, type Policy, parseLegalTab } from './policies';
import { SUPPORT_EMAIL } from './policies/contact';
import { RESTRICTED_SECTION_ID, restrictedTerritoryNames } from './policies/restricted-territories';

/** The band of the viewport, below the sticky header, in which a section counts as "being read". */
const READING_BAND = '-96px 0px -60% 0px';

/** E-mail addresses and bare web addresses in policy text become links. */
const LINK_PATTERN = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|\b((?:[a-z0-9-]+\.)+(?:org|com|net)(?:\.uk)?)\b/g;

function linkify(raw: string, supportEmail: string): ReactNode[] {
  // The policies name the stock address; the operator's own (SUPPORT_EMAIL) replaces it.
  const text = raw.replaceAll(SUPPORT_EMAIL, supportEmail);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    const [found, email] = match;
    parts.push(text.slice(last, match.index));
    parts.push(
      email ? (
        <Anchor key={match.index} href={`mailto:${email}`} className={classes.link}>
          {found}
        </Anchor>
      ) : (
        <Anchor
          key={match.index}
          href={`https://${found}`}
          target="_blank"
          rel="noopener noreferrer"
          className={classes.link}
        >
          {found}
        </Anchor>
      ),
    );
    last = match.index + found.length;
  }
  parts.push(text.slice(last));
  return parts;
}

/** A long list of short entries (the restricted territories) reads better in columns. */
function isShortList(items: string[]): boolean {
  return items.length >= 8 && items.every((item) => item.length <= 32);
}

function formatUpdated(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/**
 * Tracks which section the reader is in: the first section, in document order, that
 * crosses the band just below the header. When none does (a long section fills the
 * screen), the last known one stays highlighted.
 */
function useActiveSection(ids: string[]): [string, (id: string) => void] {
  const [activeId, setActiveId] = useState(ids[0] ?? '');
  const key = ids.join(' ');

  useEffect(() => {
    const order = key.split(' ');
    setActiveId(order[0] ?? '');
    // Whole sections are watched (not just their headings), so a long one stays
    // current while its heading is off screen; each maps back to its heading's id.
    // Short closing sections can never be the first in the band, so once the last
    // section is wholly on screen the last one in the band wins instead.
    const idOf = new Map<Element, string>();
    const inBand = new Set<string>();
    let endVisible = false;
    const pick = () => {
      const candidates = order.filter((id) => inBand.has(id));
      const chosen = endVisible ? candidates.at(-1) : candidates[0];
      if (chosen) setActiveId(chosen);
    };
    const bandObserver = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = idOf.get(entry.target);
          if (!id) continue;
          if (entry.isIntersecting) inBand.add(id);
          else inBand.delete(id);
        }
        pick();
      },
      { rootMargin: READING_BAND },
    );
    const endObserver = new IntersectionObserver(
      ([entry]) => {
        endVisible = entry?.isIntersecting ?? false;
        pick();
      },
      { threshold: 1 },
    );
    const sections = order.map((id) => document.getElementById(id)?.closest('section'));
    sections.forEach((section, index) => {
      if (!section) return;
      idOf.set(section, order[index] ?? '');
      bandObserver.observe(section);
    });
    const last = sections.at(-1);
    if (last) endObserver.observe(last);
    return () => {
      bandObserver.disconnect();
      endObserver.disconnect();
    };
  }, [key]);

  return [activeId, setActiveId];
}

type ContentsProps = {
  policy: Policy;
  activeId: string;
  onSelect: (id: string) => void;
};

function ContentsList({ policy, activeId, onSelect }: ContentsProps) {
  const listRef = useRef<HTMLOListElement>(null);

  // A long table of contents scrolls on its own; keep the highlighted entry in its view
  // without moving the page itself, which scrollIntoView would do.
  useEffect(() => {
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>(`a[href="#${CSS.escape(activeId)}"]`);
    const scroller = list?.parentElement;
    if (!item || !scroller || scroller.scrollHeight <= scroller.clientHeight) return;
    const top = item.offsetTop - scroller.offsetTop;
    if (top < scroller.scrollTop || top + item.offsetHeight > scroller.scrollTop + scroller.clientHeight) {
      scroller.scrollTop = top - scroller.clientHeight / 3;
    }
  }, [activeId]);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    onSelect(id);
  };

  return (
    <ol ref={listRef} className={classes.tocList}>
      {policy.sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className={classes.tocLink}
            aria-current={section.id === activeId ? 'location' : undefined}
            onClick={(event) => handleClick(event, section.id)}
          >
            <span className={classes.tocNumber}>{index + 1}.</span>
            <span>{section.heading}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}

function MobileContents(props: ContentsProps) {
  const [opened, setOpened] = useState(false);
  // Picking a section closes the list at once: an animated close would shrink the
  // page above the target while the scroll to it is under way, and land short.
  const [closeInstantly, setCloseInstantly] = useState(false);
  const panelId = useId();
  const handleToggle = () => {
    setCloseInstantly(false);
    setOpened((open) => !open);
  };
  const handleSelect = (id: string) => {
    flushSync(() => {
      setCloseInstantly(true);
      setOpened(false);
    });
    props.onSelect(id);
  };
  return (
    <div className={classes.mobileToc}>
      <UnstyledButton
        className={classes.mobileTocToggle}
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={handleToggle}
      >
        <ListIcon size={16} />
        <span>Contents</span>
        <ChevronDownIcon size={16} className={classes.chevron} data-open={opened || undefined} />
      </UnstyledButton>
      <Collapse
        expanded={opened}
        id={panelId}
        keepMountedMode="display-none"
        transitionDuration={closeInstantly ? 0 : 200}
      >
        <nav aria-label="Contents" className={classes.mobileTocPanel}>
          <ContentsList {...props} onSelect={handleSelect} />
        </nav>
      </Collapse>
    </div>
  );
}

function PolicyDocument({ policy }: { policy: Policy }) {
  const supportEmail = useSupportEmail();
  // The operator's extra restricted territories join the Terms' built-in list.
  const extraTerritories = useSiteConfig().data?.restrictedTerritories ?? [];
  const listOf = (section: Policy['sections'][number]) =>
    section.id === RESTRICTED_SECTION_ID && extraTerritories.length > 0
      ? restrictedTerritoryNames(extraTerritories)
      : section.list;
  const isMobile = useIsMobile();
  const reduceMotion = useReducedMotion();
  const [activeId, setActiveId] = useActiveSection(policy.sections.map((section) => section.id));

  // The heading takes focus so keyboard and screen-reader users continue from there;
  // the address gains the anchor without a new history entry per click.
  const handleSelect = (id: string) => {
    const heading = document.getElementById(id);
    if (!heading) return;
    setActiveId(id);
    heading.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `${window.location.search}#${id}`);
  };

  const contents = { policy, activeId, onSelect: handleSelect };

  return (
    <div className={classes.layout}>
      {isMobile ? (
        <MobileContents {...contents} />
      ) : (
        <aside className={classes.aside}>
          <nav aria-label="Contents" className={classes.toc}>
            <p className={classes.tocTitle}>Contents</p>
            <ContentsList {...contents} />
          </nav>
        </aside>
      )}
      <article className={classes.document}>
        <header className={classes.documentHeader}>
          <h1 className={classes.title}>{policy.title}</h1>
          <p className={classes.updated}>
            Last updated <time dateTime={policy.updated}>{formatUpdated(policy.updated)}</time>
          </p>
        </header>
        {policy.sections.map((section, index) => {
          const list = listOf(section);
          return (
            <section key={section.id} className={classes.section}>
              <h2 id={section.id} tabIndex={-1} className={classes.heading}>
                <span className={classes.headingNumber}>{index + 1}.</span> {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className={classes.paragraph}>
                  {linkify(paragraph, supportEmail)}
                </p>
              ))}
              {list && (
                <ul className={classes.list} data-columns={isShortList(list) || undefined}>
                  {list.map((item) => (
                    <li key={item}>{linkify(item, supportEmail)}</li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </article>
    </div>
  );
}

/** /legal?tab=: the five policies (docs/product.md#routes), one per tab. */
export function LegalPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseLegalTab(searchParams.get('tab'));
  // On a phone the tab bar scrolls sideways: it shows there is more, and keeps the open tab in view.
  const tabListRef = useScrollFade<HTMLDivElement>(tab);

  // A new document starts at its top. An address naming one of its sections
  // (…#withdrawals, as a shared link has) goes there instead; switching tabs drops the
  // anchor, so it only applies on arrival. The frame scrolls each new path to the top
  // after its children's effects, so this waits a frame to come after it.
  useEffect(() => {
    const target = window.location.hash.slice(1);
    const known = POLICIES[tab].sections.some((section) => section.id === target);
    const frame = requestAnimationFrame(() => {
      const heading = known ? document.getElementById(target) : null;
      if (heading) heading.scrollIntoView({ block: 'start' });
      else window.scrollTo({ top: 0 });
    });
    return () => cancelAnimationFrame(frame);
  }, [tab]);

  const handleTabChange = (value: string | null) => {
    if (value && value !== tab) setSearchParams({ tab: value }, { replace: false });
  };

  return (
    <div className={classes.page}>
      <p className={classes.pageTitle}>Legal</p>
      <p className={classes.pageLead}>The terms and policies that apply when you play on Ante.</p>
      <Tabs
        value={tab}
        onChange={handleTabChange}
        keepMounted={false}
        activateTabWithKeyboard={false}
        classNames={{ list: `${tabBar.page} ${scrollFadeClass}` }}
      >
        <Tabs.List ref={tabListRef} aria-label="Policies">
          {LEGAL_TABS.map(({ slug, label }) => (
            <Tabs.Tab key={slug} value={slug}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LEGAL_TABS.map(({ slug }) => (
          <Tabs.Panel key={slug} value={slug} className={classes.panel}>
            <PolicyDocument policy={POLICIES[slug]} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </div>
  );
}
