// Sign-in activity (admin /admin/iam/sign-ins): who signed in, how, where and with what result,
// newest first and paged on the server, filtered by person, method, result, station and days (in
// the URL), and downloaded as CSV with the same filters.
import { Badge, Stack, Text } from '@mantine/core';
import {
  BROWSER_STATION,
  SIGN_IN_METHOD_LABELS,
  SIGN_IN_METHODS,
  SIGN_IN_OUTCOME_LABELS,
  SIGN_IN_RESULT_LABELS,
  type SignInAttempt,
  type SignInOutcome,
} from '@shared/sign-in-activity/sign-in-activity';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../api';
import { useScreenPageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { DownloadButton, namedOptions, valueOptions } from '../../../ui';
import { DataTable, type DataTableColumn, type DataTableFilter } from '../../../ui/data-table';
import { AdminScreenHeader } from '../admin-screen-header';
import { installsQuery } from '../stations/install-queries';
import { FILTER_IDS, serverFilters } from './activity-filters';
import { SIGN_IN_ACTIVITY_MESSAGES as M } from './messages';

const DATE_TIME = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'medium',
});

const OUTCOME_COLORS: Readonly<Record<SignInOutcome, string>> = {
  success: 'teal',
  wrong_secret: 'orange',
  locked: 'red',
  unknown: 'gray',
};

const COLUMNS: readonly DataTableColumn<SignInAttempt>[] = [
  {
    id: 'at',
    header: M.when,
    width: '190px',
    cell: (attempt) => DATE_TIME.format(new Date(attempt.at)),
  },
  {
    id: 'person',
    header: M.person,
    cell: (attempt) => (
      <Stack gap={0}>
        <Text size="sm" fw={600} truncate>
          {attempt.account?.name ?? M.unknownPerson}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {attempt.account?.email ?? (attempt.typed === null ? '' : M.typed(attempt.typed))}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'method',
    header: M.method,
    width: '120px',
    cell: (attempt) => SIGN_IN_METHOD_LABELS[attempt.method],
  },
  {
    id: 'where',
    header: M.where,
    width: '170px',
    cell: (attempt) => attempt.station?.name ?? M.browser,
  },
  {
    id: 'result',
    header: M.result,
    width: '180px',
    cell: (attempt) => (
      <Badge color={OUTCOME_COLORS[attempt.outcome]} variant="dot" tt="none">
        {SIGN_IN_RESULT_LABELS[attempt.result]}
      </Badge>
    ),
  },
  { id: 'ip', header: M.ip, width: '120px', cell: (attempt) => attempt.ip ?? '' },
];

/** The URL's values of the screen's filters. */
function urlFilters(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(
    FILTER_IDS.flatMap((id) => {
      const value = params.get(id);
      return value === null || value === '' ? [] : [[id, value]];
    }),
  );
}

function DownloadActivityButton() {
  const { signInActivity } = useApi();
  const [params] = useSearchParams();
  return (
    <DownloadButton
      label={M.download}
      failedTitle={M.downloadFailed}
      fetchFile={() => signInActivity.exportCsv(serverFilters(urlFilters(params)))}
      fileName={M.fileName}
    />
  );
}

export function SignInActivityPage() {
  useScreenPageTitle();
  const api = useApi();
  const tenantId = useSession()?.tenantId ?? '';
  const stations = useQuery(installsQuery(api.installs, tenantId));
  const filters = useMemo<readonly DataTableFilter[]>(
    () => [
      { id: 'q', label: M.searchLabel, kind: 'text', placeholder: M.searchPlaceholder },
      {
        id: 'method',
        label: M.method,
        kind: 'select',
        options: valueOptions(SIGN_IN_METHODS, SIGN_IN_METHOD_LABELS),
      },
      {
        id: 'outcome',
        label: M.result,
        kind: 'select',
        options: Object.entries(SIGN_IN_OUTCOME_LABELS).map(([value, label]) => ({
          value,
          label,
        })),
      },
      {
        id: 'station',
        label: M.stationFilter,
        kind: 'select',
        options: [
          { value: BROWSER_STATION, label: M.browser },
          ...namedOptions(stations.data ?? []),
        ],
      },
      { id: 'from', label: M.from, kind: 'date' },
      { id: 'to', label: M.to, kind: 'date' },
    ],
    [stations.data],
  );

  return (
    <Stack gap="lg" pb={40}>
      <AdminScreenHeader actions={<DownloadActivityButton />} />
      <DataTable
        label={M.tableLabel}
        queryKey={[tenantId, 'sign-in-activity']}
        columns={COLUMNS}
        filters={filters}
        fetchPage={({ filters: values, cursor, signal }) =>
          api.signInActivity.list({ ...serverFilters(values), cursor }, signal)
        }
        getRowId={(attempt) => attempt.id}
        rowLabel={(attempt) => attempt.account?.name ?? attempt.typed ?? M.unknownPerson}
        messages={{ empty: M.empty }}
      />
    </Stack>
  );
}
