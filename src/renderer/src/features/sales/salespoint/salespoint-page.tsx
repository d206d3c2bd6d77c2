// /sales/salespoint: the point of sale. Loads the catalogue (a skeleton meanwhile, the failure
// with Try again, a word when there is nothing to sell) and sells at the business's default
// location, through this station's sale queue (station.tsx).
import { Skeleton, SimpleGrid, Stack, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconBuildingStore, IconPackageOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { Button } from '@mantine/core';
import { apiErrorText } from '../../../api';
import { useScreenPageTitle } from '../../../lib/page-title';
import { useAccessState, useCurrentUser, useSession } from '../../../lib/session';
import { PageStatusMessage } from '../../../ui';
import {
  catalogueQuery,
  loadStationCatalogue,
  type CatalogueCache,
  type StationCatalogue,
} from '../api/catalogue';
import { useSalesApi } from '../api/use-sales-api';
import { POS_MESSAGES as M } from '../messages';
import { cacheCatalogue, loadCachedCatalogue } from '../station-queue';
import { PointOfSale } from './point-of-sale';
import { StationScope, useStation } from './station';
import classes from './salespoint.module.css';

function LoadingPointOfSale() {
  return (
    <div className={classes.layout} aria-busy="true">
      <VisuallyHidden role="status">{M.loadingCatalogue}</VisuallyHidden>
      <Stack gap="sm">
        <Skeleton height={42} radius="md" />
        <Skeleton height={36} width="60%" radius="md" />
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4, xl: 5 }} spacing="sm">
          {Array.from({ length: 10 }, (_, position) => (
            <Skeleton key={position} height={136} radius="md" />
          ))}
        </SimpleGrid>
      </Stack>
      <Skeleton height={480} radius="lg" />
    </div>
  );
}

export function SalespointPage() {
  useScreenPageTitle();
  const tenantId = useSession()?.tenantId ?? '';
  return (
    <StationScope loading={<LoadingPointOfSale />}>
      <Till tenantId={tenantId} />
    </StationScope>
  );
}

function Till({ tenantId }: { tenantId: string }) {
  const { identity, tenant } = useCurrentUser();
  const access = useAccessState();
  const api = useSalesApi();
  const { storage, queue } = useStation();
  const source = useMemo(() => {
    const cache: CatalogueCache = {
      keep: (fresh) => cacheCatalogue(storage, fresh, new Date()),
      load: () => loadCachedCatalogue(storage),
      unreachable: () => {
        queue.markOffline();
      },
    };
    return {
      get: (signal?: AbortSignal, held?: StationCatalogue) =>
        loadStationCatalogue(api.catalogue, cache, signal, held),
    };
  }, [api.catalogue, storage, queue]);
  const catalogue = useQuery(catalogueQuery(source, tenantId));
  const ready = catalogue.isSuccess && identity !== undefined && access.status === 'ready';
  // The till's first draw is the screen's heaviest render: deferred, React draws it in short
  // slices after the skeleton rather than in one long task the station cannot answer during.
  const drawTill = useDeferredValue(ready);

  if (catalogue.isError) {
    return (
      <PageStatusMessage
        icon={IconAlertTriangle}
        color="red"
        title={M.catalogueFailed}
        action={<Button onClick={() => void catalogue.refetch()}>{M.tryAgain}</Button>}
      >
        {apiErrorText(catalogue.error)}
      </PageStatusMessage>
    );
  }
  if (!ready || !drawTill) return <LoadingPointOfSale />;
  const { catalogue: sellable } = catalogue.data;
  const location =
    sellable.locations.find((candidate) => candidate.isDefault) ?? sellable.locations[0];
  if (location === undefined) {
    return (
      <PageStatusMessage icon={IconBuildingStore} title={M.noLocationTitle}>
        {M.noLocation}
      </PageStatusMessage>
    );
  }
  if (sellable.products.length === 0) {
    return (
      <PageStatusMessage icon={IconPackageOff} title={M.noProductsTitle}>
        {M.noProducts}
      </PageStatusMessage>
    );
  }
  return (
    <PointOfSale
      catalogue={sellable}
      location={location}
      tenantId={tenantId}
      tenantName={tenant?.name ?? ''}
      staff={{ id: identity.id, name: `${identity.firstName} ${identity.lastName}`.trim() }}
      permissions={access.context.permissions}
    />
  );
}
