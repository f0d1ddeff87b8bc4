import { ActionIcon, ScrollArea, Title } from '@mantine/core';
import { useLayoutState } from '../../lib/layout-state';
import { CloseIcon } from '../../ui/icons';
import classes from './overlay-panel.module.css';

/**
 * The right overlay slot (see `toggleOverlayPanel` in layout-state.tsx): a side sheet
 * over the page, left of the chat column when that is open, the whole screen on a
 * phone. It is not modal: the page beside it keeps working (the hotkeys panel relies
 * on that, so keys can be tried while their list is on screen).
 */
export function OverlayPanelSlot() {
  const { overlayPanel, closeOverlayPanel, chatOpen } = useLayoutState();
  if (!overlayPanel) return null;
  return (
    <aside
      key={overlayPanel.id}
      className={classes.panel}
      data-beside-chat={chatOpen || undefined}
      aria-label={overlayPanel.title}
    >
      <div className={classes.head}>
        <Title order={2} className={classes.title}>
          {overlayPanel.title}
        </Title>
        <ActionIcon
          variant="subtle"
          color="gray"
          ml="auto"
          aria-label={`Close ${overlayPanel.title.toLowerCase()}`}
          onClick={closeOverlayPanel}
        >
          <CloseIcon size={18} />
        </ActionIcon>
      </div>
      <ScrollArea className={classes.body} type="auto">
        <div className={classes.content}>{overlayPanel.content}</div>
      </ScrollArea>
    </aside>
  );
}
