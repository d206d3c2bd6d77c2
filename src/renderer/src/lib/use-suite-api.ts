// A feature's calls built on the suite family's client (the apps' server), once per client, so
// that query options and mutations see the same object across renders.
import { useMemo } from 'react';
import { useApi, type HttpClient } from '../api';

export function useSuiteApi<FeatureApi>(create: (client: HttpClient) => FeatureApi): FeatureApi {
  const { suite } = useApi();
  return useMemo(() => create(suite), [create, suite]);
}
