// One cell of the matrix: whether the app or feature is granted and where from. Colour and
// shape both tell the source (a role: blue check; the person's own grant: orange person; both:
// violet double check), the words are read out and shown on hover, and the Roles column names
// the roles.
import { Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import {
  IconCheck,
  IconChecks,
  IconMinus,
  IconUserCheck,
  type TablerIcon,
} from '@tabler/icons-react';
import { describeSource, isGranted, type GrantSource } from './grant-sources';
import { PERMISSIONS_MESSAGES as MESSAGES } from './messages';

interface SourceLook {
  color: string;
  icon: TablerIcon;
}

const LOOKS = {
  role: { color: 'blue', icon: IconCheck },
  own: { color: 'orange', icon: IconUserCheck },
  both: { color: 'grape', icon: IconChecks },
} as const satisfies Record<string, SourceLook>;

function lookOf(source: GrantSource): SourceLook {
  if (source.own && source.roles.length > 0) return LOOKS.both;
  return source.own ? LOOKS.own : LOOKS.role;
}

function SourceIcon({ look, size }: { look: SourceLook; size: number }) {
  return (
    <ThemeIcon size={size} radius="xl" variant="light" color={look.color} aria-hidden>
      <look.icon size={Math.round(size * 0.65)} stroke={2.4} />
    </ThemeIcon>
  );
}

export function GrantCell({ source, summary }: { source: GrantSource; summary?: string }) {
  if (!isGranted(source)) {
    return (
      <>
        <IconMinus size={14} aria-hidden color="var(--mantine-color-dimmed)" />
        <VisuallyHidden>{MESSAGES.notGranted}</VisuallyHidden>
      </>
    );
  }
  const description = describeSource(source);
  return (
    <Group gap={6} wrap="nowrap" title={description}>
      <SourceIcon look={lookOf(source)} size={20} />
      {summary === undefined ? null : (
        <Text size="xs" fw={600}>
          {summary}
        </Text>
      )}
      <VisuallyHidden>{description}</VisuallyHidden>
    </Group>
  );
}

export function GrantLegend() {
  const items = [
    { look: LOOKS.role, label: MESSAGES.legendRole },
    { look: LOOKS.own, label: MESSAGES.legendOwn },
    { look: LOOKS.both, label: MESSAGES.legendBoth },
  ];
  return (
    <Group gap="md" role="group" aria-label={MESSAGES.legend}>
      {items.map((item) => (
        <Group key={item.look.color} gap={6} wrap="nowrap">
          <SourceIcon look={item.look} size={18} />
          <Text size="xs" c="dimmed">
            {item.label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
