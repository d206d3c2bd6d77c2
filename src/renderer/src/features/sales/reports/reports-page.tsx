// /sales/reports: the shop's takings for a date range (presets or a custom range, one location
// or all) — headline figures against the period before, payments by kind, and breakdowns by
// hour, day, product, category, staff, station and location, then the cash-drawer sessions, each
// exportable as CSV. The range, location and breakdown live in the URL.
import { Button, Group, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconChartBar, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { REPORT_GROUPINGS, type ReportGrouping } from '@shared/sales/reports';
import { apiErrorText } from '../../../api';
import { useScreenPageTitle } from '../../../lib/page-title';
import { useReferenceList, useShopTimeZone } from '../../../lib/reference-data';
import { saveCsv } from '../../../lib/save-file';
import { useSession } from '../../../lib/session';
import {
  ErrorAlert,
  namedOptions,
  ScreenTitleBar,
  showSuccess,
  StatusMessage,
  valueOptions,
} from '../../../ui';
import { DayRangeInput } from '../../../ui/day-range-input';
import { summaryQuery, useReportsApi, type ReportRange } from '../api/reports';
import { useMoney } from '../salespoint/money';
import { BreakdownPanel } from './breakdown-panel';
import { DrawerSessions } from './drawer-sessions';
import { REPORT_MESSAGES as M } from './messages';
import { summaryCsv } from './report-csv';
import { todayIn } from '../shop-days';
import { presetOf, presetRange, RANGE_PRESETS, rangeFromParams } from './report-range';
import { SummaryFigures, SummaryFiguresSkeleton } from './summary-figures';
import { TenderTotals } from './tender-totals';

const DAY_LABEL = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const dayLabel = (day: string) => DAY_LABEL.format(new Date(`${day}T00:00:00Z`));

function groupingOf(value: string | null, oneDay: boolean): ReportGrouping {
  return REPORT_GROUPINGS.find((grouping) => grouping === value) ?? (oneDay ? 'hour' : 'day');
}

export function ReportsPage() {
  useScreenPageTitle();
  const session = useSession();
  const tenantId = session?.tenantId ?? '';
  const api = useReportsApi();
  const locations = useReferenceList('coreLocations');
  const [params, setParams] = useSearchParams();

  const wantedLocation = params.get('locationId');
  const locationId =
    wantedLocation !== null && locations.has(wantedLocation) ? wantedLocation : null;
  const timeZone = useShopTimeZone(locationId);
  const today = todayIn(timeZone);
  const days = rangeFromParams(params, today);
  const range: ReportRange = { ...days, locationId };
  const by = groupingOf(params.get('by'), days.from === days.to);
  const preset = presetOf(days, today);

  const update = (change: Record<string, string | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  };

  const summary = useQuery(summaryQuery(api, tenantId, range));
  const money = useMoney(summary.data?.currency ?? 'USD');

  const exportSummary = () => {
    if (summary.data === undefined) return;
    const name = `sales-summary-${days.from}-to-${days.to}.csv`;
    saveCsv(summaryCsv(summary.data), name);
    showSuccess(M.exported(name));
  };

  const nothingSold =
    summary.data !== undefined &&
    summary.data.figures.salesCount === 0 &&
    summary.data.figures.refundsCount === 0;

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <ScreenTitleBar title={M.title} align="end">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={M.rangePresets}
            w={160}
            data={valueOptions(RANGE_PRESETS, M.presets)}
            value={preset}
            placeholder={M.custom}
            allowDeselect={false}
            onChange={(value) => {
              const chosen = RANGE_PRESETS.find((candidate) => candidate === value);
              if (chosen !== undefined) update({ ...presetRange(chosen, today) });
            }}
          />
          <DayRangeInput
            label={M.range}
            value={days}
            maxDate={today}
            onChange={(chosen) => {
              update({ ...chosen });
            }}
          />
          <Select
            label={M.location}
            w={220}
            data={[{ value: '', label: M.allLocations }, ...namedOptions(locations.values())]}
            value={locationId ?? ''}
            allowDeselect={false}
            onChange={(value) => {
              update({ locationId: value === null || value === '' ? null : value });
            }}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={summary.data === undefined}
            onClick={exportSummary}
          >
            {M.exportSummary}
          </Button>
        </Group>
      </ScreenTitleBar>
      {summary.data === undefined ? null : (
        <Text size="sm" c="dimmed">
          {M.comparedWith(
            dayLabel(summary.data.previousPeriod.from),
            dayLabel(summary.data.previousPeriod.to),
          )}
        </Text>
      )}
      {summary.isPending ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">{M.loading}</VisuallyHidden>
          <SummaryFiguresSkeleton />
        </div>
      ) : summary.isError ? (
        <ErrorAlert
          title={M.failed}
          message={apiErrorText(summary.error)}
          retry={{ label: M.tryAgain, onClick: () => void summary.refetch() }}
        />
      ) : nothingSold ? (
        <StatusMessage icon={IconChartBar} title={M.noSales}>
          {M.noSalesHint}
        </StatusMessage>
      ) : (
        <>
          <SummaryFigures summary={summary.data} money={money} />
          <TenderTotals summary={summary.data} money={money} />
          <BreakdownPanel
            range={range}
            tenantId={tenantId}
            by={by}
            onBy={(next) => {
              update({ by: next });
            }}
            money={money}
          />
        </>
      )}
      <DrawerSessions range={range} tenantId={tenantId} money={money} />
    </Stack>
  );
}
