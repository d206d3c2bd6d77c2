// Zyno's Mantine theme: indigo accent, soft radii, the system font stack (nothing is fetched).
import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { APP_MESSAGES } from './messages';

const systemFonts =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI Variable', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shades that keep white text at WCAG AA contrast (4.5:1) in both schemes.
  primaryShade: { light: 7, dark: 8 },
  autoContrast: true,
  luminanceThreshold: 0.2,
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  components: {
    Button: { defaultProps: { fw: 600 } },
    Menu: { defaultProps: { shadow: 'lg', radius: 'md' } },
    // Every notification's close button says what it does (axe: button-name).
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': APP_MESSAGES.closeNotification } },
    },
    Tooltip: { defaultProps: { withArrow: true } },
  },
});

/**
 * Mantine's dimmed grey and its error red (fields' messages and borders) are under 4.5:1 on light
 * surfaces and on dark ones; a shade darker, or lighter in the dark, passes WCAG AA.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
