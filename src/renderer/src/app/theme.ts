// Zyno's Mantine theme: indigo accent, soft radii, the system font stack (nothing is fetched).
import { createTheme, type CSSVariablesResolver } from '@mantine/core';

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
    Tooltip: { defaultProps: { withArrow: true } },
  },
});

/** Mantine's dimmed grey is under 4.5:1 on either scheme's surfaces; these pass WCAG AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
