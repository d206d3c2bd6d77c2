// The login page footer: legal links and the version string (spec §1); Zyno Desktop names
// itself and marks a development build.
import { Anchor, Group, Stack } from '@mantine/core';
import { DESKTOP_PRODUCT_NAME, PRODUCT_NAME, PRODUCT_VERSION } from '@shared/product';
import { useEffect, useState } from 'react';
import { LEGAL_PATHS } from '../../lib/legal';
import { usePlatform, type Platform } from '../../platform';
import { MutedText } from './muted-text';
import classes from './login-page.module.css';
import { LOGIN_MESSAGES } from './messages';

function LegalLink({ href, children }: { href: string; children: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener" size="xs" className={classes.muted}>
      {children}
    </Anchor>
  );
}

/**
 * Whether Zyno Desktop runs a development build (asked once; a browser never is). Asked of the
 * platform directly: the login page runs without the query client.
 */
function useIsDevelopmentBuild(platform: Platform): boolean {
  const [isDevelopment, setDevelopment] = useState(false);
  useEffect(() => {
    if (platform.kind !== 'desktop') return;
    let current = true;
    platform.isDevelopment().then(
      (answer) => {
        if (current) setDevelopment(answer);
      },
      // Only a label: a bridge that cannot say leaves the version without it.
      (error: unknown) => {
        console.error(
          'Zyno: the desktop bridge did not say whether this is a development build',
          error,
        );
      },
    );
    return () => {
      current = false;
    };
  }, [platform]);
  return isDevelopment;
}

export function LoginFooter() {
  const platform = usePlatform();
  const isDevelopment = useIsDevelopmentBuild(platform);
  const product = platform.kind === 'desktop' ? DESKTOP_PRODUCT_NAME : PRODUCT_NAME;
  const version = `${product} ${PRODUCT_VERSION}${isDevelopment ? ` · ${LOGIN_MESSAGES.development}` : ''}`;

  return (
    <Stack component="footer" gap={6} align="center">
      <Group gap="md" justify="center">
        <LegalLink href={LEGAL_PATHS.terms}>{LOGIN_MESSAGES.terms}</LegalLink>
        <LegalLink href={LEGAL_PATHS.privacy}>{LOGIN_MESSAGES.privacy}</LegalLink>
      </Group>
      <MutedText size="xs">{version}</MutedText>
    </Stack>
  );
}
