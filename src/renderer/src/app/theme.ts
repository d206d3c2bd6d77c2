// Zyno's Mantine theme: indigo accent, soft radii, the system font stack (nothing is fetched).
import { createTheme } from '@mantine/core';

const systemFonts =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI Variable', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 6, dark: 5 },
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
