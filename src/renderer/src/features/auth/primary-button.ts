// The look of the login page's main action: the Zyno mark's indigo-to-violet, in shades dark
// enough for white text to meet WCAG AA contrast.
import type { ButtonProps } from '@mantine/core';

export const PRIMARY_BUTTON: Pick<ButtonProps, 'variant' | 'gradient'> = {
  variant: 'gradient',
  gradient: { from: 'indigo.7', to: 'violet.7', deg: 120 },
};
