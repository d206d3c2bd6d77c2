// The login page footer: legal links and the version string (spec §1); Zyno Desktop names
// itself and marks a development build.
import { Anchor, Group, Stack } from '@mantine/core';
import { DESKTOP_PRODUCT_NAME, PRODUCT_NAME, PRODUCT_VERSION } from '@shared/product';
import { useQuery } from '@tanstack/react-query';
import { LEGAL_PATHS } from '../../lib/legal';
import { usePlatform } from '../../platform';
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

export function LoginFooter() {
  const platform = usePlatform();
  const { data: isDevelopment = false } = useQuery({
    queryKey: ['platform', platform.kind, 'isDevelopment'],
    queryFn: () => platform.isDevelopment(),
    staleTime: Infinity,
    enabled: platform.kind === 'desktop',
  });
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
