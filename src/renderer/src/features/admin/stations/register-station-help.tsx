// How a new station is registered: Zyno Desktop on the station, 'Sign into Zyno' there, and an
// administrator's sign-in in the registration window it opens (docs/desktop.md).
import { List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceDesktopPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { STATION_MESSAGES as M } from './messages';

export function RegisterStationHelp() {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title id={titleId} order={2} fz="lg">
          <ThemeIcon variant="light" color="indigo" radius="md" size={30} mr="sm" aria-hidden>
            <IconDeviceDesktopPlus size={18} />
          </ThemeIcon>
          {M.registerTitle}
        </Title>
        <List type="ordered" spacing={6} size="sm">
          {M.registerSteps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {M.registerAfter}
        </Text>
      </Stack>
    </Paper>
  );
}
