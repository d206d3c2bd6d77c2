// /sales/config/products: the catalogue's back office in three tabs (products, categories,
// modifier groups; the tab in the URL). Without productsEdit everything is shown read-only.
import { Alert, Button, Stack, Tabs } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useScreenPageTitle } from '../../../lib/page-title';
import { ScreenTitleBar } from '../../../ui';
import { CategoriesPanel } from './categories-panel';
import { PRODUCT_MESSAGES as M } from './messages';
import { ModifierGroupsPanel } from './modifier-groups-panel';
import { currencyQuery, useProductsApi } from './products-api';
import { useMayEditProducts, useTenantId } from './products-access';
import { ProductsList } from './products-list';

const TABS = ['products', 'categories', 'modifier-groups'] as const;
type Tab = (typeof TABS)[number];
const TAB_PARAM = 'tab';

export const NEW_PRODUCT_PATH = '/sales/config/products/new';

export function ProductsPage() {
  useScreenPageTitle();
  const mayEdit = useMayEditProducts();
  const api = useProductsApi();
  const currency = useQuery(currencyQuery(api, useTenantId())).data ?? 'USD';
  const [params, setParams] = useSearchParams();
  const asked = params.get(TAB_PARAM);
  const tab: Tab = TABS.find((candidate) => candidate === asked) ?? 'products';

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <ScreenTitleBar title={M.title}>
        {mayEdit ? (
          <Button component={Link} to={NEW_PRODUCT_PATH} leftSection={<IconPlus size={16} />}>
            {M.addProduct}
          </Button>
        ) : null}
      </ScreenTitleBar>
      {mayEdit ? null : (
        <Alert variant="light" icon={<IconInfoCircle size={18} />}>
          {M.readOnly}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(value) => {
          // A tab's own filters do not apply to another: switching starts from a clean URL.
          setParams(value === 'products' || value === null ? {} : { [TAB_PARAM]: value }, {
            replace: true,
          });
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="products">{M.tabs.products}</Tabs.Tab>
          <Tabs.Tab value="categories">{M.tabs.categories}</Tabs.Tab>
          <Tabs.Tab value="modifier-groups">{M.tabs.modifierGroups}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="products">
          <ProductsList mayEdit={mayEdit} currency={currency} />
        </Tabs.Panel>
        <Tabs.Panel value="categories">
          <CategoriesPanel mayEdit={mayEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="modifier-groups">
          <ModifierGroupsPanel mayEdit={mayEdit} currency={currency} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
