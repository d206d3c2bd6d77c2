// A screen's title row: the page's one h1 on the left, the screen's main actions on the right
// (wrapping under it on a narrow window).
import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ScreenTitleBarProps {
  title: ReactNode;
  /** 'end' lines the title up with the bottom of labelled inputs among the actions. */
  align?: 'center' | 'end';
  children?: ReactNode;
}

export function ScreenTitleBar({ title, align = 'center', children }: ScreenTitleBarProps) {
  return (
    <Group justify="space-between" align={align === 'end' ? 'flex-end' : 'center'} gap="sm">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {children}
    </Group>
  );
}
