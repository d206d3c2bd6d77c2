// The admin navigation (spec §2 /admin): its sections and the entries the user may open, the
// current one marked. Arrow keys, Home and End move between entries. On a narrow window it folds
// under a button naming the current entry, open on the index where there is none yet.
import { Group, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Link, matchPath, useLocation } from 'react-router';
import { useAccessState, useCurrentUser } from '../../lib/session';
import classes from './admin.module.css';
import { visibleAdminSections, type AdminNavSection } from './admin-navigation';
import { ADMIN_MESSAGES } from './messages';

const NEXT_ENTRY: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Moves focus between the entries' links as the keys above ask. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const next = NEXT_ENTRY[event.key];
  const links = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[href]'));
  const index = links.findIndex((link) => link === document.activeElement);
  if (next === undefined || index === -1) return;
  event.preventDefault();
  links[next(index, links.length)]?.focus();
}

function Section({
  section,
  currentPath,
  onNavigate,
}: {
  section: AdminNavSection;
  currentPath: string | undefined;
  onNavigate: () => void;
}) {
  const labelId = useId();
  return (
    <div>
      <Text id={labelId} size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.6} px="sm" mb={4}>
        {section.label}
      </Text>
      <ul aria-labelledby={labelId} className={classes.entries}>
        {section.entries.map((entry) => {
          const current = entry.path === currentPath;
          return (
            <li key={entry.path}>
              <NavLink
                component={Link}
                to={entry.path}
                label={entry.label}
                active={current}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
                className={classes.entry}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function AdminNav() {
  const access = useAccessState();
  const isSysAdmin = useCurrentUser().identity?.isSysAdmin === true;
  const { pathname } = useLocation();
  const sections =
    access.status === 'ready' ? visibleAdminSections(access.context, isSysAdmin) : [];
  const current = sections
    .flatMap((section) => section.entries)
    .find((entry) => matchPath({ path: entry.path, end: false }, pathname) !== null);
  const [expanded, setExpanded] = useState(current === undefined);
  const listId = useId();

  return (
    <nav aria-label={ADMIN_MESSAGES.navigation} className={classes.nav}>
      <UnstyledButton
        className={classes.toggle}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => {
          setExpanded(!expanded);
        }}
      >
        <Group justify="space-between" wrap="nowrap">
          {current === undefined ? (
            <Text fw={600}>{ADMIN_MESSAGES.navigation}</Text>
          ) : (
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {ADMIN_MESSAGES.navigation}
              </Text>
              <Text fw={600}>{current.label}</Text>
            </Stack>
          )}
          <IconChevronDown size={18} aria-hidden className={classes.toggleChevron} />
        </Group>
      </UnstyledButton>
      <Stack
        id={listId}
        gap="lg"
        className={classes.sections}
        data-expanded={expanded}
        onKeyDown={moveFocus}
      >
        {sections.map((section) => (
          <Section
            key={section.label}
            section={section}
            currentPath={current?.path}
            onNavigate={() => {
              setExpanded(false);
            }}
          />
        ))}
      </Stack>
    </nav>
  );
}
