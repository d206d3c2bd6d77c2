// The one list component (design suite-apps.md "Screens"): a real table over TanStack Table, its
// rows virtual (TanStack Virtual) so 10,000 scroll smoothly, sort and filters in the URL, paging
// over a cursor from the server, loading, empty and error states, row actions, and keyboard use:
// arrows, Page Up/Down, Home and End move between rows, Enter opens one.
import { Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import {
  functionalUpdate,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPendingFilterWrites, DataTableFilters } from './data-table-filters';
import { DataTableRowActions } from './data-table-row-actions';
import { EmptyRow, ErrorRow, MoreFailed, SkeletonRows } from './data-table-states';
import classes from './data-table.module.css';
import { DATA_TABLE_MESSAGES, type DataTableMessages } from './messages';
import type { DataTableColumn, DataTableFilter, FetchPage, RowAction } from './types';
import { useListParams } from './use-list-params';
import { usePagedRows } from './use-paged-rows';

const features = tableFeatures({ rowSortingFeature });

const ROW_HEIGHT = 44;
const HEADER_HEIGHT = 44;
/** Rows rendered beyond the visible ones, so a fast scroll never shows a blank. */
const OVERSCAN = 10;
/** The next page is fetched when the last visible row is this close to the end. */
const PREFETCH_ROWS = 20;

export interface DataTableProps<Row extends RowData> {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  /** The list's query key, tenant id first (sort and filters are appended). */
  queryKey: QueryKey;
  fetchPage: FetchPage<Row>;
  getRowId: (row: Row) => string;
  /** Names a row for screen readers (its actions menu). */
  rowLabel: (row: Row) => string;
  /** Enter or a click opens a row. */
  onOpenRow?: (row: Row) => void;
  rowActions?: readonly RowAction<Row>[];
  filters?: readonly DataTableFilter[];
  /** The scrolling frame's height in pixels. */
  height?: number;
  messages?: Partial<DataTableMessages>;
  /** Replaces the empty state (e.g. with a call to add the first item). */
  empty?: ReactNode;
}

export function DataTable<Row extends RowData>({
  label,
  columns,
  queryKey,
  fetchPage,
  getRowId,
  rowLabel,
  onOpenRow,
  rowActions = [],
  filters = [],
  height = 560,
  messages: messageOverrides,
  empty,
}: DataTableProps<Row>) {
  const messages = { ...DATA_TABLE_MESSAGES, ...messageOverrides };
  const [pendingWrites] = useState(createPendingFilterWrites);
  /** A filter still being typed is written first, so that its write cannot come after. */
  const openRow = (row: Row) => {
    if (onOpenRow === undefined) return;
    pendingWrites.flushAll();
    onOpenRow(row);
  };
  const sortable = columns.filter((column) => column.sortable === true).map(({ id }) => id);
  const list = useListParams(
    sortable,
    filters.map(({ id }) => id),
  );
  const { query, rows, total } = usePagedRows({
    queryKey,
    fetchPage,
    sort: list.sort,
    filters: list.filters,
  });

  const columnDefs = useMemo(() => toColumnDefs(columns), [columns]);
  const sorting: SortingState =
    list.sort === null ? [] : [{ id: list.sort.column, desc: list.sort.descending }];
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row) => getRowId(row),
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      list.setSort(next === undefined ? null : { column: next.id, descending: next.desc });
    },
  });
  const tableRows = table.getRowModel().rows;

  const frame = useRef<HTMLDivElement>(null);
  // The app is not built with the React Compiler, and the virtualizer is read during render only.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => frame.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollPaddingStart: HEADER_HEIGHT,
    getItemKey: (index) => tableRows[index]?.id ?? index,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastVisible = virtualRows.at(-1)?.index ?? -1;

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const canLoadMore = hasNextPage && !isFetchingNextPage;
  useEffect(() => {
    if (canLoadMore && !isFetchNextPageError && lastVisible >= rows.length - PREFETCH_ROWS) {
      void fetchNextPage();
    }
  }, [canLoadMore, fetchNextPage, isFetchNextPageError, lastVisible, rows.length]);

  // The row the keyboard is on: the only row in the tab order (a roving tab stop).
  const [activeIndex, setActiveIndex] = useState(0);
  const active = Math.max(0, Math.min(activeIndex, tableRows.length - 1));
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current) return;
    const row = frame.current?.querySelector<HTMLElement>(`[data-row-index="${active}"]`);
    if (row == null) return;
    focusPending.current = false;
    row.focus({ preventScroll: true });
  });

  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(index, tableRows.length - 1));
    focusPending.current = true;
    setActiveIndex(target);
    virtualizer.scrollToIndex(target, { align: 'auto' });
    if (target >= tableRows.length - 1 && canLoadMore) void fetchNextPage();
  };
  const pageRows = Math.max(1, Math.floor((height - HEADER_HEIGHT) / ROW_HEIGHT) - 1);
  const onRowKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    // Keys pressed in a row's buttons and menus are theirs.
    if (!(event.target instanceof HTMLTableRowElement)) return;
    const moves: Partial<Record<string, number>> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      PageDown: active + pageRows,
      PageUp: active - pageRows,
      Home: 0,
      End: tableRows.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
    } else if (event.key === 'Enter' && onOpenRow !== undefined) {
      const row = tableRows[active];
      if (row !== undefined) {
        event.preventDefault();
        openRow(row.original);
      }
    }
  };

  const columnCount = columns.length + (rowActions.length > 0 ? 1 : 0);
  const filtered = Object.keys(list.filters).length > 0;
  // Header row + data rows; -1 (unknown) while more pages exist and the server gives no total.
  const rowCount =
    total !== undefined ? total + 1 : hasNextPage ? -1 : query.isSuccess ? rows.length + 1 : -1;
  const paddingTop = virtualRows[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (virtualRows.at(-1)?.end ?? 0);

  let body: ReactNode;
  if (query.isPending) {
    body = <SkeletonRows columns={columnCount} rowHeight={ROW_HEIGHT} label={messages.loading} />;
  } else if (query.data === undefined) {
    body = (
      <ErrorRow
        columns={columnCount}
        error={query.error}
        messages={messages}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (tableRows.length === 0) {
    body = (
      <EmptyRow columns={columnCount}>
        {empty ?? (filtered ? messages.emptyFiltered : messages.empty)}
      </EmptyRow>
    );
  } else {
    body = (
      <>
        {paddingTop > 0 ? (
          <tr className={classes.spacer} aria-hidden style={{ height: paddingTop }}>
            <td colSpan={columnCount} />
          </tr>
        ) : null}
        {virtualRows.map((virtualRow) => {
          const row = tableRows[virtualRow.index];
          if (row === undefined) return null;
          return (
            <Table.Tr
              key={virtualRow.key}
              className={classes.row}
              data-row-index={virtualRow.index}
              data-openable={onOpenRow === undefined ? undefined : true}
              aria-rowindex={virtualRow.index + 2}
              tabIndex={virtualRow.index === active ? 0 : -1}
              style={{ height: ROW_HEIGHT }}
              onFocus={(event) => {
                if (event.target === event.currentTarget) setActiveIndex(virtualRow.index);
              }}
              onClick={() => {
                setActiveIndex(virtualRow.index);
                openRow(row.original);
              }}
            >
              {row.getAllCells().map((cell) => (
                <Table.Td key={cell.id} className={classes.cell}>
                  <table.FlexRender cell={cell} />
                </Table.Td>
              ))}
              {rowActions.length > 0 ? (
                <Table.Td ta="right">
                  <DataTableRowActions
                    row={row.original}
                    actions={rowActions}
                    label={messages.rowActions(rowLabel(row.original))}
                  />
                </Table.Td>
              ) : null}
            </Table.Tr>
          );
        })}
        {paddingBottom > 0 ? (
          <tr className={classes.spacer} aria-hidden style={{ height: paddingBottom }}>
            <td colSpan={columnCount} />
          </tr>
        ) : null}
      </>
    );
  }

  return (
    <Stack gap="sm">
      {filters.length > 0 ? (
        <DataTableFilters
          filters={filters}
          values={list.filters}
          onChange={list.setFilter}
          pendingWrites={pendingWrites}
          messages={messages}
        />
      ) : null}
      <div ref={frame} className={classes.frame} style={{ height }}>
        <Table
          className={classes.table}
          aria-label={label}
          aria-rowcount={rowCount}
          aria-busy={query.isFetching}
          highlightOnHover
          verticalSpacing={0}
        >
          <Table.Thead className={classes.head}>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id} aria-rowindex={1} style={{ height: HEADER_HEIGHT }}>
                {group.headers.map((header) => {
                  const column = columns.find(({ id }) => id === header.column.id);
                  const direction = header.column.getIsSorted();
                  return (
                    <Table.Th
                      key={header.id}
                      scope="col"
                      style={{ width: column?.width }}
                      aria-sort={
                        header.column.getCanSort()
                          ? direction === false
                            ? 'none'
                            : direction === 'asc'
                              ? 'ascending'
                              : 'descending'
                          : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className={classes.sortButton}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {column?.header}
                          <SortIcon direction={direction} />
                        </button>
                      ) : (
                        column?.header
                      )}
                    </Table.Th>
                  );
                })}
                {rowActions.length > 0 ? (
                  <Table.Th scope="col" style={{ width: 72 }}>
                    <VisuallyHidden>{messages.actions}</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody onKeyDown={onRowKeyDown}>{body}</Table.Tbody>
        </Table>
      </div>
      {isFetchNextPageError ? (
        <MoreFailed error={query.error} messages={messages} onRetry={() => void fetchNextPage()} />
      ) : null}
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" role="status">
          {query.isSuccess ? messages.count(rows.length, total) : null}
        </Text>
        {hasNextPage ? (
          <Button
            variant="default"
            size="xs"
            loading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {messages.loadMore}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  const Icon =
    direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return <Icon size={14} aria-hidden opacity={direction === false ? 0.5 : 1} />;
}

function toColumnDefs<Row extends RowData>(
  columns: readonly DataTableColumn<Row>[],
): ColumnDef<typeof features, Row>[] {
  return columns.map((column) => ({
    id: column.id,
    // The row itself is the value: the server sorts, and the column renders it as it likes.
    accessorFn: (row: Row) => row,
    enableSorting: column.sortable === true,
    header: column.header,
    cell: (context) => column.cell(context.row.original),
  }));
}
