// The products tab: every product of the tenant, paged on the server, searched by name, barcode
// or PLU, filtered by category and status, sorted by name, price or category (all in the URL).
// A row opens the editor; with productsEdit, rows can be selected for the toolbar's actions.
import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { buildPath } from '@shared/paths';
import { formatMoney } from '@shared/sales/format-money';
import { PRODUCT_STATUSES, type ProductListItem } from '@shared/sales/products';
import { namedOptions, valueOptions } from '../../../ui';
import {
  DataTable,
  pageQuery,
  type DataTableColumn,
  type DataTableFilter,
} from '../../../ui/data-table';
import { PRODUCT_MESSAGES as M } from './messages';
import { categoriesQuery, productsKey, useProductsApi } from './products-api';
import { useTenantId } from './products-access';
import { ProductThumbnail } from './product-thumbnail';
import { ProductsToolbarActions } from './products-toolbar-actions';

export const PRODUCT_EDITOR_PATH = '/sales/config/products/:id';

function priceText(item: ProductListItem, currency: string): string {
  const from = formatMoney(item.priceFromMinor, currency);
  return item.priceFromMinor === item.priceToMinor
    ? from
    : `${from} – ${formatMoney(item.priceToMinor, currency)}`;
}

export function ProductsList({ mayEdit, currency }: { mayEdit: boolean; currency: string }) {
  const tenantId = useTenantId();
  const api = useProductsApi();
  const navigate = useNavigate();
  const categories = useQuery(categoriesQuery(api, tenantId));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const toggle = (id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const columns = useMemo<DataTableColumn<ProductListItem>[]>(
    () => [
      ...(mayEdit
        ? [
            {
              id: 'select',
              header: '',
              width: '48px',
              cell: (item: ProductListItem) => (
                <Checkbox
                  aria-label={M.select(item.name)}
                  checked={selected.has(item.id)}
                  onChange={() => {
                    toggle(item.id);
                  }}
                  onClick={(event) => {
                    event.stopPropagation();
                  }}
                  onKeyDown={(event) => {
                    event.stopPropagation();
                  }}
                />
              ),
            },
          ]
        : []),
      {
        id: 'image',
        header: M.image,
        width: '64px',
        cell: (item) => <ProductThumbnail name={item.name} imageUrl={item.imageUrl} />,
      },
      {
        id: 'name',
        header: M.name,
        sortable: true,
        cell: (item) => (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} truncate>
              {item.name}
            </Text>
            {item.isGiftCard ? (
              <Badge size="xs" variant="dot" tt="none" color="grape">
                {M.giftCard}
              </Badge>
            ) : null}
          </Group>
        ),
      },
      {
        id: 'category',
        header: M.category,
        width: '160px',
        sortable: true,
        cell: (item) =>
          item.categoryName ?? (
            <Text size="sm" c="dimmed">
              {M.uncategorised}
            </Text>
          ),
      },
      {
        id: 'price',
        header: M.price,
        width: '150px',
        sortable: true,
        cell: (item) => (
          <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {priceText(item, currency)}
          </Text>
        ),
      },
      {
        id: 'variants',
        header: M.variants,
        width: '90px',
        cell: (item) => (item.variantCount === 0 ? '—' : String(item.variantCount)),
      },
      {
        id: 'barcode',
        header: M.barcode,
        width: '160px',
        cell: (item) => (
          <Text size="sm" ff="monospace">
            {item.barcode ?? item.plu ?? '—'}
          </Text>
        ),
      },
      {
        id: 'status',
        header: M.status,
        width: '110px',
        cell: (item) => (
          <Badge variant="dot" tt="none" color={item.status === 'active' ? 'teal' : 'gray'}>
            {M.statuses[item.status]}
          </Badge>
        ),
      },
    ],
    [mayEdit, selected, currency],
  );

  const filters = useMemo<DataTableFilter[]>(
    () => [
      { id: 'search', label: M.search, kind: 'text', placeholder: M.searchPlaceholder },
      {
        id: 'categoryId',
        label: M.category,
        kind: 'select',
        options: [
          { value: 'none', label: M.uncategorised },
          ...namedOptions(categories.data ?? []),
        ],
      },
      {
        id: 'status',
        label: M.status,
        kind: 'select',
        options: valueOptions(PRODUCT_STATUSES, M.statuses),
      },
    ],
    [categories.data],
  );

  return (
    <Stack gap="sm">
      <ProductsToolbarActions
        mayEdit={mayEdit}
        currency={currency}
        selectedIds={[...selected]}
        onClearSelection={() => {
          setSelected(new Set());
        }}
      />
      <DataTable
        label={M.tableLabel}
        queryKey={[...productsKey(tenantId), 'list']}
        columns={columns}
        filters={filters}
        fetchPage={(request) => api.page(pageQuery(request), request.signal)}
        getRowId={(item) => item.id}
        rowLabel={(item) => item.name}
        onOpenRow={(item) => {
          void navigate(buildPath(PRODUCT_EDITOR_PATH, { id: item.id }));
        }}
        messages={{ empty: mayEdit ? M.empty : M.emptyViewer }}
      />
    </Stack>
  );
}
