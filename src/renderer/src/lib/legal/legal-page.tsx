// The frame of a legal page: the document's title (also the page title), its sections, a link to
// the other legal page and a clear way back — to sign-in, or to the suite when signed in.
import { Anchor, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PageLink } from '../navigation';
import { usePageTitle } from '../page-title';
import { useSession } from '../session';
import { BackLink, ZynoWordmark } from '../../ui';
import { LEGAL_MESSAGES as M, type LegalDocument } from './legal-texts';

export function LegalPage({
  document: legal,
  other,
}: {
  document: LegalDocument;
  other: { title: string; path: string };
}) {
  usePageTitle(legal.title);
  const signedIn = useSession() !== null;
  const back = signedIn
    ? { to: '/', label: M.backToProduct }
    : { to: '/login', label: M.backToSignIn };
  return (
    <Container size={760} py={40} px="md" component="main">
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <ZynoWordmark />
          <BackLink to={back.to} label={back.label} />
        </Group>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} component="article">
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={1} fz={30}>
                {legal.title}
              </Title>
              <Text size="sm" c="dimmed">
                {legal.updated}
              </Text>
            </Stack>
            <Text>{legal.intro}</Text>
            {legal.sections.map((section) => (
              <Stack key={section.heading} gap={6} component="section">
                <Title order={2} fz="lg">
                  {section.heading}
                </Title>
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph} size="sm" lh={1.65}>
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            ))}
          </Stack>
        </Paper>
        <Divider />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {M.seeAlso}:{' '}
            <Anchor component={PageLink} to={other.path} size="sm">
              {other.title}
            </Anchor>
          </Text>
          <Anchor component={PageLink} to={back.to} size="sm">
            {back.label}
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
