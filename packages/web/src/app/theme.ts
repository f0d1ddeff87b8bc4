import { createTheme, type MantineColorsTuple, Tabs } from '@mantine/core';
import tabBar from '../ui/tab-bar.module.css';

/** The brand green; shade 6 is the exact accent used on primary buttons. */
const brand: MantineColorsTuple = [
  '#e6ffe6',
  '#c7ffc7',
  '#94ff94',
  '#5cff5c',
  '#2ef52e',
  '#14ee14',
  '#00e701',
  '#00c701',
  '#00a801',
  '#008a01',
];

/**
 * Mantine draws its dark scheme from the `dark` palette (text at 0, borders at 4,
 * inputs at 6, page at 7), so replacing the palette turns every component navy.
 */
const dark: MantineColorsTuple = [
  '#e8eef4',
  '#b1bad3',
  '#9aabbf',
  '#5b7386',
  '#2f4553',
  '#294050',
  '#213743',
  '#1a2c38',
  '#0f212e',
  '#0a1822',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand, dark },
  // The accent is bright, so filled buttons get dark text instead of white.
  autoContrast: true,
  luminanceThreshold: 0.45,
  black: '#071018',
  white: '#ffffff',
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif",
  fontFamilyMonospace: "ui-monospace, 'SFMono-Regular', 'Cascadia Code', 'Roboto Mono', Menlo, monospace",
  headings: { fontWeight: '800' },
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '6px', md: '8px', lg: '12px', xl: '16px' },
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
  shadows: {
    md: '0 4px 12px rgba(0, 0, 0, 0.25)',
    lg: '0 10px 30px rgba(0, 0, 0, 0.35)',
    xl: '0 20px 50px rgba(0, 0, 0, 0.45)',
  },
  components: {
    Button: { defaultProps: { fw: 700 } },
    Modal: {
      defaultProps: {
        radius: 'lg',
        overlayProps: { backgroundOpacity: 0.6, blur: 3 },
        transitionProps: { transition: 'pop', duration: 180 },
        // Mantine's close button is an icon alone: a screen reader needs its name.
        closeButtonProps: { 'aria-label': 'Close' },
      },
    },
    Drawer: {
      defaultProps: {
        overlayProps: { backgroundOpacity: 0.6, blur: 2 },
        closeButtonProps: { 'aria-label': 'Close' },
      },
    },
    Menu: { defaultProps: { radius: 'md', shadow: 'lg', transitionProps: { transition: 'pop-top-right' } } },
    Tooltip: { defaultProps: { color: 'dark.9', withArrow: true } },
    // Mantine leaves a toast's close button unnamed; screen readers (and tests) need a name.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } } },
    // One tab bar for the whole app (ui/tab-bar.module.css). `bar` is no Mantine variant,
    // so none of Mantine's own underline or pill styles apply beneath it.
    Tabs: Tabs.extend({
      defaultProps: { variant: 'bar' },
      classNames: { list: tabBar.list, tab: tabBar.tab },
    }),
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
  },
});
