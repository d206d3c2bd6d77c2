// The frame of the popup's own pages (start and return): the Zyno mark, a status line and, when
// the popup has lost its login page, a way to close it. Sized for the 450 × 550 window.
import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { FullPageCard, ZynoWordmark } from '../../../ui';
import { MutedText } from '../muted-text';
import { SSO_TEXTS } from '../messages';

interface SsoWindowLayoutProps {
  title: string;
  /** Shown under the title while the page works. */
  text?: string;
  /** Set when the page cannot go on: the text says why, and the popup offers to close. */
  orphaned?: string | null;
}

export function SsoWindowLayout({ title, text, orphaned = null }: SsoWindowLayoutProps) {
  usePageTitle();
  return (
    <FullPageCard maw={380}>
      <Stack align="center" gap="lg" ta="center">
        <ZynoWordmark />
        {orphaned === null ? (
          <>
            <Loader size="md" type="dots" aria-hidden="true" />
            <Stack gap={6} role="status">
              <Title order={1} size="h4">
                {title}
              </Title>
              {text === undefined ? null : <MutedText size="sm">{text}</MutedText>}
            </Stack>
          </>
        ) : (
          <>
            <Text role="alert" size="sm">
              {orphaned}
            </Text>
            <Button
              variant="default"
              onClick={() => {
                window.close();
              }}
            >
              {SSO_TEXTS.close}
            </Button>
          </>
        )}
      </Stack>
    </FullPageCard>
  );
}
