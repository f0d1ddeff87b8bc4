/**
 * What makes a Mantine Drawer a phone's bottom sheet: at the bottom, as tall as its
 * content (Mantine's size prop only knows fixed heights), and marked so global.css
 * caps its height and keeps the notices clear of it.
 */
export const BOTTOM_SHEET = {
  position: 'bottom',
  attributes: { content: { 'data-bottom-sheet': '' } },
  styles: { content: { height: 'auto' } },
} as const;
