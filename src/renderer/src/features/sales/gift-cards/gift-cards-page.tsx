// /sales/gift-cards: the tenant's gift cards, paged on the server, searched by the start of a code
// (a scanned card, fast keys and Enter, opens at once), filtered by status and sorted by any column
// (all in the URL). A row opens the card; giftCardsEdit adds "Issue gift card".
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconGift, IconSearch } from '@tabler/icons-react';
import { buildPath } from '@shared/paths';
import { formatMoney } from '@shared/sales/format-money';
import {
  GIFT_CARD_STATUSES,
  giftCardCodeParamsSchema,
  type GiftCardSummary,
} from '@shared/sales/gift-cards';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useScreenPageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { ScreenTitleBar, valueOptions } from '../../../ui';
import {
  DataTable,
  pageQuery,
  type DataTableColumn,
  type DataTableFilter,
} from '../../../ui/data-table';
import { giftCardsKey, useGiftCardsApi } from '../api/gift-cards';
import { saleTime } from '../transactions/sale-time';
import { useGiftCardAccess } from './gift-card-access';
import { GiftCardStatusBadge } from './gift-card-status-badge';
import { IssueDialog } from './issue-dialog';
import { GIFT_CARD_MESSAGES as M } from './messages';
import { useShopTimeZone } from '../../../lib/reference-data';

export const GIFT_CARD_PATH = '/sales/gift-cards/:code';
const SEARCH_PARAM = 'search';
/** Long enough not to fetch on every key, short enough to feel immediate. */
const SEARCH_DELAY_MS = 250;

/** The code typed or scanned, when it is one a card could have. */
function cardCodeOf(text: string): string | null {
  const parsed = giftCardCodeParamsSchema.safeParse({ code: text });
  return parsed.success ? parsed.data.code : null;
}

export function GiftCardsPage() {
  useScreenPageTitle();
  const tenantId = useSession()?.tenantId ?? '';
  const api = useGiftCardsApi();
  const navigate = useNavigate();
  const timeZone = useShopTimeZone();
  const { mayEdit } = useGiftCardAccess();
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  const [typed, setTyped] = useState(search);
  const [currency, setCurrency] = useState('USD');
  const [issuing, { open: startIssuing, close: stopIssuing }] = useDisclosure(false);

  const writeSearch = useDebouncedCallback((next: string) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.trim() === '') updated.delete(SEARCH_PARAM);
        else updated.set(SEARCH_PARAM, next.trim());
        return updated;
      },
      { replace: true },
    );
  }, SEARCH_DELAY_MS);

  const openCard = (code: string) => {
    // A search still waiting to be written would land after the card's page was asked for (the
    // list stays on screen while that page's code loads) and bring the list back over it.
    writeSearch.cancel();
    void navigate(buildPath(GIFT_CARD_PATH, { code }));
  };

  const columns = useMemo<DataTableColumn<GiftCardSummary>[]>(
    () => [
      {
        id: 'code',
        header: M.code,
        sortable: true,
        cell: (card) => (
          <Text size="sm" fw={600} ff="monospace">
            {card.code}
          </Text>
        ),
      },
      {
        id: 'balance',
        header: M.balance,
        width: '140px',
        sortable: true,
        cell: (card) => (
          <Text size="sm" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(card.balanceMinor, card.currency)}
          </Text>
        ),
      },
      {
        id: 'status',
        header: M.status,
        width: '140px',
        cell: (card) => <GiftCardStatusBadge status={card.status} />,
      },
      {
        id: 'issuedAt',
        header: M.issuedAt,
        width: '200px',
        sortable: true,
        cell: (card) => saleTime(card.issuedAt, timeZone, 'short'),
      },
      {
        id: 'lastUsedAt',
        header: M.lastUsedAt,
        width: '200px',
        sortable: true,
        cell: (card) =>
          card.lastUsedAt === null ? (
            <Text size="sm" c="dimmed">
              {M.never}
            </Text>
          ) : (
            saleTime(card.lastUsedAt, timeZone, 'short')
          ),
      },
    ],
    [timeZone],
  );

  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        id: 'status',
        label: M.status,
        kind: 'select',
        options: valueOptions(GIFT_CARD_STATUSES, M.statuses),
      },
    ],
    [],
  );

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <ScreenTitleBar title={M.title}>
        {mayEdit ? (
          <Button leftSection={<IconGift size={16} aria-hidden />} onClick={startIssuing}>
            {M.issue}
          </Button>
        ) : null}
      </ScreenTitleBar>
      <TextInput
        label={M.search}
        description={M.searchDescription}
        placeholder={M.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        maw={420}
        autoComplete="off"
        data-autofocus
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          writeSearch(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          const code = cardCodeOf(event.currentTarget.value);
          if (code === null) return;
          event.preventDefault();
          openCard(code);
        }}
      />
      <DataTable
        label={M.tableLabel}
        queryKey={[...giftCardsKey(tenantId), 'list', search]}
        columns={columns}
        filters={filters}
        fetchPage={async (request) => {
          const query = pageQuery(request);
          if (search !== '') query.search = search;
          const page = await api.page(query, request.signal);
          setCurrency(page.currency);
          return page;
        }}
        getRowId={(card) => card.code}
        rowLabel={(card) => `${M.code} ${card.code}`}
        onOpenRow={(card) => {
          openCard(card.code);
        }}
        messages={{ empty: M.empty }}
      />
      {mayEdit ? (
        <IssueDialog
          opened={issuing}
          currency={currency}
          api={api}
          onClose={stopIssuing}
          onIssued={(card) => {
            stopIssuing();
            openCard(card.code);
          }}
        />
      ) : null}
    </Stack>
  );
}
