import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

type LayoutState = {
  chatOpen: boolean;
  toggleChat: () => void;
  closeChat: () => void;
  /** The off-canvas menu of phone widths; wider screens use the persisted `menuOpen` setting. */
  mobileNavOpen: boolean;
  setMobileNavOpen: (open: boolean) => void;
};

const LayoutContext = createContext<LayoutState | null>(null);

/** Panel visibility that several parts of the frame (header, sidebar, chat) read and change. */
export function LayoutStateProvider({ children }: { children: ReactNode }) {
  const [chatOpen, setChatOpen] = useState(false);
  const [mobileNavOpen, setMobileNavOpen] = useState(false);
  const value = useMemo(
    () => ({
      chatOpen,
      toggleChat: () => setChatOpen((open) => !open),
      closeChat: () => setChatOpen(false),
      mobileNavOpen,
      setMobileNavOpen,
    }),
    [chatOpen, mobileNavOpen],
  );
  return <LayoutContext value={value}>{children}</LayoutContext>;
}

export function useLayoutState(): LayoutState {
  const state = useContext(LayoutContext);
  if (!state) throw new Error('useLayoutState must be used inside LayoutStateProvider');
  return state;
}
