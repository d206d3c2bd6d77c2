// /sales/config/products/new and /sales/config/products/:id: one product in the editor, with the
// categories, modifier groups and currency it needs; skeleton while they load, a message for a
// product that does not exist.
import { Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconPackageOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { apiErrorText, isApiError } from '../../../api';
import { useScreenPageTitle } from '../../../lib/page-title';
import { ErrorAlert, StatusMessage } from '../../../ui';
import { PRODUCT_MESSAGES as M } from './messages';
import { ProductForm, PRODUCTS_PATH } from './product-form';
import {
  categoriesQuery,
  currencyQuery,
  modifierGroupsQuery,
  productQuery,
  useProductsApi,
} from './products-api';
import { useMayEditProducts, useTenantId } from './products-access';
import { ProductThumbnail } from './product-thumbnail';

export function ProductEditorPage() {
  useScreenPageTitle();
  const { id } = useParams();
  const api = useProductsApi();
  const tenantId = useTenantId();
  const mayEdit = useMayEditProducts();
  const product = useQuery({ ...productQuery(api, tenantId, id ?? ''), enabled: id !== undefined });
  const categories = useQuery(categoriesQuery(api, tenantId));
  const groups = useQuery(modifierGroupsQuery(api, tenantId));
  const currency = useQuery(currencyQuery(api, tenantId));

  const loaded = id === undefined ? null : product.data;
  const failure = product.error ?? categories.error ?? groups.error ?? currency.error;
  let body;
  if (isApiError(failure) && failure.status === 404) {
    body = <StatusMessage icon={IconPackageOff} title={M.notFound} />;
  } else if (failure !== null) {
    body = <ErrorAlert message={apiErrorText(failure)} />;
  } else if (
    loaded === undefined ||
    categories.data === undefined ||
    groups.data === undefined ||
    currency.data === undefined
  ) {
    body = (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={260} radius="md" />
        <Skeleton height={140} radius="md" />
        <Skeleton height={90} radius="md" />
      </Stack>
    );
  } else {
    body = (
      <ProductForm
        key={loaded?.version ?? 'new'}
        product={loaded}
        mayEdit={mayEdit}
        currency={currency.data}
        categories={categories.data}
        modifierGroups={groups.data}
        onReload={() => void product.refetch()}
      />
    );
  }

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }} maw={1000}>
      <Anchor component={Link} to={PRODUCTS_PATH} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {M.back}
        </Group>
      </Anchor>
      <Group gap="md">
        {loaded == null ? null : (
          <ProductThumbnail name={loaded.name} imageUrl={loaded.imageUrl} size={40} />
        )}
        <Title order={1} fz="h2">
          {loaded?.name ?? (id === undefined ? M.newTitle : '')}
        </Title>
      </Group>
      {body}
    </Stack>
  );
}
