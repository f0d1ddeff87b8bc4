import { useEffect } from 'react';

/**
 * On phones the chat covers the screen, and the keyboard covers the bottom of it:
 * browsers shrink the visual viewport, not the layout one a fixed panel is sized by.
 * While the chat is open this keeps the visible area's height and top in CSS
 * variables the panel is sized by (app-layout.module.css), so the send box stays
 * just above the keyboard.
 */
export function useVisualViewport(): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement;
    const sync = () => {
      root.style.setProperty('--visual-viewport-height', `${viewport.height}px`);
      root.style.setProperty('--visual-viewport-top', `${viewport.offsetTop}px`);
    };
    sync();
    viewport.addEventListener('resize', sync);
    viewport.addEventListener('scroll', sync);
    return () => {
      viewport.removeEventListener('resize', sync);
      viewport.removeEventListener('scroll', sync);
      root.style.removeProperty('--visual-viewport-height');
      root.style.removeProperty('--visual-viewport-top');
    };
  }, []);
}
