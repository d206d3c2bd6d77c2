// The full-page error when the app cannot start because its runtime configuration is missing
// or malformed; it names what is wrong so an operator can fix the deployment.
import { Button, Code, MantineProvider, Stack } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { FullPageCard, PageStatusMessage, ZynoWordmark } from '../../ui';
import { APP_MESSAGES } from '../messages';
import { theme } from '../theme';

/** `detail` replaces the configuration message when the app failed after it started. */
export function BootErrorPage({
  reason,
  detail = APP_MESSAGES.bootFailed,
}: {
  reason: string;
  detail?: string;
}) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <FullPageCard maw={560}>
        <Stack align="center" gap={0}>
          <ZynoWordmark />
          <PageStatusMessage
            icon={IconPlugConnectedX}
            color="red"
            title={APP_MESSAGES.bootFailedTitle}
            action={
              <Stack align="center" gap="md" mt="xs">
                <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {reason}
                </Code>
                <Button
                  onClick={() => {
                    window.location.reload();
                  }}
                >
                  {APP_MESSAGES.retry}
                </Button>
              </Stack>
            }
          >
            {detail}
          </PageStatusMessage>
        </Stack>
      </FullPageCard>
    </MantineProvider>
  );
}
