// The Zyno mark (a rounded tile with a Z) and the mark with its wordmark.
import { Group, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@shared/product';
import { useId } from 'react';

export function ZynoMark({ size = 32 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient
          id={gradientId}
          x1="0"
          y1="0"
          x2="48"
          y2="48"
          gradientUnits="userSpaceOnUse"
        >
          <stop offset="0" stopColor="#4c6ef5" />
          <stop offset="1" stopColor="#7950f2" />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="12" fill={`url(#${gradientId})`} />
      <path d="M14 14h20v4.5L21 30h13v4H14v-4.5L27 18H14z" fill="#fff" />
    </svg>
  );
}

export function ZynoWordmark({ size = 28 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ZynoMark size={size} />
      <Text component="span" fw={700} fz={size * 0.68} lh={1} style={{ letterSpacing: '-0.02em' }}>
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
