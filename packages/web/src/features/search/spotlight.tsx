import type { Game } from '@ante/core';
import { CloseButton, Kbd, Loader, Modal } from '@mantine/core';
import { useOs } from '@mantine/hooks';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../ui/icons';
import { useModal } from '../../ui/modal-stack';
import { useIsMobile } from '../../ui/use-is-mobile';
import { moveHighlight } from './search-query';
import classes from './spotlight.module.css';
import { RowSkeletons, SpotlightResults } from './spotlight-results';
import { shortcutLabel } from './spotlight-shortcut';
import { closeSpotlight } from './spotlight-store';
import { SpotlightSuggestions } from './spotlight-suggestions';
import { useSpotlightSearch } from './use-spotlight-search';
import { SPOTLIGHT_DIALOG_ATTRIBUTE } from './use-spotlight-shortcut';

/**
 * The Spotlight (docs/product.md#header): game search in a dialog, opened by the header's
 * search button or Cmd/Alt/Ctrl+K (`useSpotlightShortcut`, listening from the app's start while this
 * dialog's code is fetched on first use). Full screen on phones. Mount it once.
 */
export function SpotlightSearch() {
  const { opened, dialogProps } = useModal('spotlight');
  const isMobile = useIsMobile();

  return (
    <Modal.Root
      opened={opened}
      onClose={closeSpotlight}
      {...dialogProps}
      fullScreen={isMobile}
      size={640}
      yOffset="10dvh"
      transitionProps={{ transition: isMobile ? 'fade' : 'pop', duration: 150 }}
      classNames={{ content: classes.content }}
    >
      <Modal.Overlay backgroundOpacity={0.6} blur={3} />
      <Modal.Content aria-label="Search games" {...{ [SPOTLIGHT_DIALOG_ATTRIBUTE]: '' }}>
        {/* Mounted only while open, so every opening starts with an empty box. */}
        <SpotlightBody />
      </Modal.Content>
    </Modal.Root>
  );
}

function SpotlightBody() {
  const [typed, setTyped] = useState('');
  const { view, busy, imageHost } = useSpotlightSearch(typed);
  const options = view.kind === 'results' ? view.games : [];
  const navigate = useNavigate();
  const bodyRef = useRef<HTMLDivElement>(null);
  const os = useOs();
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  // When the results change the best match is highlighted, so Enter opens it.
  const listKey = options.map((game) => game.slug).join('|');
  const [highlight, setHighlight] = useState(0);
  const [highlightedList, setHighlightedList] = useState(listKey);
  if (listKey !== highlightedList) {
    setHighlightedList(listKey);
    setHighlight(0);
  }
  const active = highlight >= 0 && highlight < options.length ? highlight : -1;

  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${listboxId}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listboxId]);

  const handleChoose = (game: Game) => {
    closeSpotlight();
    navigate(`/games/${game.slug}`);
  };

  // Enter pressed before the first results arrived opens the best match once they do.
  const [enterPending, setEnterPending] = useState(false);
  const bestMatch = view.kind === 'results' && !busy ? view.games[0]?.slug : undefined;
  const nothingFound = !busy && (view.kind === 'empty' || view.kind === 'error');
  useEffect(() => {
    if (!enterPending) return;
    if (bestMatch) {
      closeSpotlight();
      navigate(`/games/${bestMatch}`);
    }
    if (bestMatch || nothingFound) setEnterPending(false);
  }, [enterPending, bestMatch, nothingFound, navigate]);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (view.kind === 'suggestions' && event.key === 'ArrowDown') {
      // Nothing to search yet: the arrow walks into the quick links instead.
      event.preventDefault();
      bodyRef.current?.querySelector<HTMLAnchorElement>('a[href]')?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlight(moveHighlight(active, event.key === 'ArrowDown' ? 1 : -1, options.length));
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const option = options[active];
      if (option) handleChoose(option);
      else if (busy || view.kind === 'loading') setEnterPending(true);
    }
  };

  return (
    <>
      <div className={classes.searchBar}>
        <SearchIcon size={20} className={classes.searchIcon} />
        {/* Focused on mount as well as by the dialog's focus trap (which waits a tick), so the first keystrokes are never lost. */}
        <input
          data-autofocus
          // biome-ignore lint/a11y/noAutofocus: the dialog exists to take this text; focus moves here as it opens.
          autoFocus
          className={classes.input}
          type="text"
          role="combobox"
          aria-label="Search games"
          aria-expanded={options.length > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          placeholder="Search games"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={100}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setEnterPending(false);
          }}
          onKeyDown={handleKeyDown}
        />
        {busy && <Loader size={16} color="dark.1" />}
        <CloseButton size="lg" aria-label="Close search" onClick={closeSpotlight} className={classes.close} />
      </div>
      <div className={classes.body} ref={bodyRef}>
        {view.kind === 'suggestions' && (
          <SpotlightSuggestions
            popular={view.popular}
            popularLoading={view.popularLoading}
            imageHost={imageHost}
            onNavigate={closeSpotlight}
          />
        )}
        <SpotlightResults
          games={options}
          typed={typed}
          listboxId={listboxId}
          optionId={optionId}
          active={active}
          imageHost={imageHost}
          onHighlight={setHighlight}
          onChoose={handleChoose}
        />
        {view.kind === 'loading' && <RowSkeletons count={4} />}
        {view.kind === 'empty' && (
          <p className={classes.message}>
            No games match <strong>“{view.term}”</strong>
          </p>
        )}
        {view.kind === 'error' && <p className={classes.message}>Search is unavailable right now.</p>}
        <div className={classes.srOnly} aria-live="polite">
          {view.kind === 'results' && `${options.length} ${options.length === 1 ? 'game' : 'games'} found`}
          {view.kind === 'empty' && `No games match “${view.term}”`}
        </div>
      </div>
      <div className={classes.footer} aria-hidden="true">
        <span>
          <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> to choose
        </span>
        <span>
          <Kbd size="xs">↵</Kbd> to open
        </span>
        <span>
          <Kbd size="xs">Esc</Kbd> to close
        </span>
        <span className={classes.footerShortcut}>
          <Kbd size="xs">{shortcutLabel(os)}</Kbd> anywhere
        </span>
      </div>
    </>
  );
}
