// The sign-in pages' secondary text: the muted colour of login-page.module.css, readable on the
// card in light and dark mode.
import { Text, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './login-page.module.css';

export function MutedText({ size, children }: { size?: MantineSize; children: ReactNode }) {
  return (
    <Text size={size} className={classes.muted}>
      {children}
    </Text>
  );
}
