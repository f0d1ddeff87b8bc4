import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** What the chat column shows: the chat and friends tabs, or the Support section. */
export type ChatView = 'chat' | 'support';

/** A panel for the right overlay slot: a titled side sheet with a close button. */
export type OverlayPanel = {
  /** Names the panel, so a second open of the same one can toggle it. */
  id: string;
  title: string;
  content: ReactNode;
};

type LayoutState = {
  chatOpen: boolean;
  chatView: ChatView;
  /** The header's chat button: opens the chat tabs, or closes the column. */
  toggleChat: () => void;
  /** Opens the column on a view (Support opens it on its section). */
  openChat: (view?: ChatView) => void;
  closeChat: () => void;
  /**
   * The optional extra overlay panel (docs/product.md#layout): a sheet at the right
   * of the page, over the content (the whole width on phones). It closes on Escape,
   * on its close button and when the path changes, since what it shows belongs to
   * the page that opened it.
   */
  overlayPanel: OverlayPanel | null;
  /** Shows a panel, or closes it when that same panel (by id) is already showing. */
  toggleOverlayPanel: (panel: OverlayPanel) => void;
  closeOverlayPanel: () => void;
  /**
   * The bottom panel (docs/product.md#layout): a region of the centre column under
   * the footer. Nothing fills it yet; a page that sets it is responsible for its
   * content, and the frame clears it when the path changes.
   */
  bottomPanel: ReactNode;
  setBottomPanel: (content: ReactNode) => void;
  /** The off-canvas menu of phone widths; wider screens use the persisted `menuOpen` setting. */
  mobileNavOpen: boolean;
  setMobileNavOpen: (open: boolean) => void;
};

const LayoutContext = createContext<LayoutState | null>(null);

/**
 * Panel visibility that several parts of the frame (header, sidebar, chat) and the
 * pages inside it read and change. It lives in lib/ because features open panels too
 * (the profile menu opens Support, the game screen shows its info in the overlay panel); app/
 * provides it around the frame.
 */
export function LayoutStateProvider({ children }: { children: ReactNode }) {
  const [chat, setChat] = useState<{ open: boolean; view: ChatView }>({ open: false, view: 'chat' });
  const [overlayPanel, setOverlayPanel] = useState<OverlayPanel | null>(null);
  const [bottomPanel, setBottomPanel] = useState<ReactNode>(null);
  const [mobileNavOpen, setMobileNavOpen] = useState(false);

  const toggleChat = useCallback(() => setChat((current) => ({ open: !current.open, view: 'chat' })), []);
  const openChat = useCallback((view: ChatView = 'chat') => setChat({ open: true, view }), []);
  const closeChat = useCallback(() => setChat((current) => ({ ...current, open: false })), []);
  const toggleOverlayPanel = useCallback(
    (panel: OverlayPanel) => setOverlayPanel((current) => (current?.id === panel.id ? null : panel)),
    [],
  );
  const closeOverlayPanel = useCallback(() => setOverlayPanel(null), []);

  const value = useMemo(
    () => ({
      chatOpen: chat.open,
      chatView: chat.view,
      toggleChat,
      openChat,
      closeChat,
      overlayPanel,
      toggleOverlayPanel,
      closeOverlayPanel,
      bottomPanel,
      setBottomPanel,
      mobileNavOpen,
      setMobileNavOpen,
    }),
    [
      chat,
      toggleChat,
      openChat,
      closeChat,
      overlayPanel,
      toggleOverlayPanel,
      closeOverlayPanel,
      bottomPanel,
      mobileNavOpen,
    ],
  );
  return <LayoutContext value={value}>{children}</LayoutContext>;
}

export function useLayoutState(): LayoutState {
  const state = useContext(LayoutContext);
  if (!state) throw new Error('useLayoutState must be used inside LayoutStateProvider');
  return state;
}
