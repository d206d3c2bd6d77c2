// The tinted round icon that heads a status or welcome message.
import { ThemeIcon, type ThemeIconProps } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';

const SIZES = { md: { circle: 56, glyph: 28 }, lg: { circle: 64, glyph: 32 } } as const;

export interface StatusIconProps {
  icon: TablerIcon;
  color: string;
  size?: keyof typeof SIZES;
  mt?: ThemeIconProps['mt'];
}

export function StatusIcon({ icon: Icon, color, size = 'md', mt }: StatusIconProps) {
  const { circle, glyph } = SIZES[size];
  return (
    <ThemeIcon size={circle} radius="xl" variant="light" color={color} mt={mt}>
      <Icon size={glyph} stroke={1.6} />
    </ThemeIcon>
  );
}
