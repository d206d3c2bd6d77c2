// The linked provider's people matched with the tenant's by e-mail address — matched (importable),
// already members, outside the link's domains — and importing the matched ones, with a summary of
// what the import did.
import { Alert, Badge, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconUsersPlus } from '@tabler/icons-react';
import type { IdpDirectoryUser, IdpImportResponse } from '@shared/sso/idp';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { apiErrorText, useApi } from '../../../api';
import { useSession } from '../../../lib/session';
import { MutationButton, TableHeader } from '../../../ui';
import { idpUsersQuery } from './idp-queries';
import { IDP_MESSAGES as M } from './messages';

function MatchBadge({ user }: { user: IdpDirectoryUser }) {
  if (user.isMember) {
    return (
      <Badge color="gray" variant="dot" tt="none">
        {M.member}
      </Badge>
    );
  }
  if (!user.matchesDomain) {
    return (
      <Badge color="gray" variant="dot" tt="none">
        {M.outside}
      </Badge>
    );
  }
  return (
    <Badge color="teal" variant="dot" tt="none">
      {`${M.matched} · ${user.accountId === null ? M.newAccount : M.hasAccount}`}
    </Badge>
  );
}

function ImportSummary({ result }: { result: IdpImportResponse }) {
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCheck size={18} />}
      title={M.importedTitle}
      role="status"
    >
      {M.imported(result.imported, result.invited)}
    </Alert>
  );
}

export function DirectoryUsers() {
  const { identityProvider } = useApi();
  const tenantId = useSession()?.tenantId ?? '';
  const queryClient = useQueryClient();
  const titleId = useId();
  const users = useQuery(idpUsersQuery(identityProvider, tenantId));
  const importing = useMutation({
    mutationFn: () => identityProvider.importMatched(),
    onSuccess: async (result) => {
      queryClient.setQueryData(idpUsersQuery(identityProvider, tenantId).queryKey, result.users);
      await queryClient.invalidateQueries({ queryKey: [tenantId, 'accounts'] });
    },
  });

  let body;
  if (users.isPending) {
    body = (
      <Stack gap="xs" aria-busy>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={28} radius="sm" />
        ))}
      </Stack>
    );
  } else if (users.isError) {
    body = (
      <Text size="sm" role="alert">
        {apiErrorText(users.error)}
      </Text>
    );
  } else {
    const list = users.data;
    const matched = list.filter((user) => user.importable).length;
    const members = list.filter((user) => user.isMember).length;
    const outside = list.filter((user) => !user.matchesDomain).length;
    body = (
      <Stack gap="md">
        {importing.data === undefined ? null : <ImportSummary result={importing.data} />}
        {importing.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {apiErrorText(importing.error)}
          </Text>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {M.counts(matched, members, outside)}
          </Text>
          {matched === 0 ? (
            <Text size="sm">{M.nothingToImport}</Text>
          ) : (
            <MutationButton
              mutation={importing}
              leftSection={<IconUsersPlus size={16} aria-hidden />}
            >
              {M.importMatched(matched)}
            </MutationButton>
          )}
        </Group>
        {list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {M.directoryEmpty}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table aria-label={M.directoryTableLabel} verticalSpacing="xs">
              <TableHeader columns={[M.name, M.email, M.match]} />
              <Table.Tbody>
                {list.map((user) => (
                  <Table.Tr key={user.subject}>
                    <Table.Td>{`${user.firstName} ${user.lastName}`.trim()}</Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>
                      <MatchBadge user={user} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    );
  }

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title id={titleId} order={2} fz="lg">
          {M.directoryTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {M.directoryText}
        </Text>
        {body}
      </Stack>
    </Paper>
  );
}
