// The card-payment provider connection (src/shared/sales/payments-connection.ts) as server state:
// fetchers over the suite API, the key under the tenant, the connection's queryOptions, and the
// connect round trip's start, which sends the browser to the provider's consent page.
import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  PAYMENTS_CONNECTION_PATHS as PATHS,
  paymentsConnectionResponseSchema,
  paymentsConnectionSchema,
  startConnectResponseSchema,
  type CompleteConnectRequest,
  type PaymentsConnection,
  type StartConnectResponse,
} from '@shared/sales/payments-connection';
import { type HttpClient } from '../../../api';
import { useSuiteApi } from '../../../lib/use-suite-api';
import { useRuntimeConfig } from '../../../lib/runtime-config';

export const PAYMENTS_CONNECTION_RESOURCE = 'payments-connection';

export interface PaymentsConnectionApi {
  connection(signal?: AbortSignal): Promise<PaymentsConnection | null>;
  start(): Promise<StartConnectResponse>;
  complete(request: CompleteConnectRequest): Promise<PaymentsConnection>;
  disconnect(): Promise<void>;
}

function createPaymentsConnectionApi(client: HttpClient): PaymentsConnectionApi {
  return {
    connection: (signal) => client.get(PATHS.connection, paymentsConnectionResponseSchema, signal),
    start: () => client.post(PATHS.start, undefined, startConnectResponseSchema),
    complete: (request) => client.post(PATHS.complete, request, paymentsConnectionSchema),
    disconnect: () => client.send({ method: 'DELETE', path: PATHS.connection }),
  };
}

export function usePaymentsConnectionApi(): PaymentsConnectionApi {
  return useSuiteApi(createPaymentsConnectionApi);
}

export function paymentsConnectionKey(tenantId: string) {
  return [tenantId, PAYMENTS_CONNECTION_RESOURCE] as const;
}

export function paymentsConnectionQuery(api: PaymentsConnectionApi, tenantId: string) {
  return queryOptions({
    queryKey: paymentsConnectionKey(tenantId),
    queryFn: ({ signal }) => api.connection(signal),
  });
}

/** Connect (or connect again): a new request at the server, then off to the consent page. */
export function useStartConnect() {
  const api = usePaymentsConnectionApi();
  const config = useRuntimeConfig();
  return useMutation({
    mutationFn: () => api.start(),
    onSuccess: ({ authorizeUrl }) => {
      // The consent page lives beside the suite API, on its origin.
      window.location.assign(new URL(authorizeUrl, config.api.suite).toString());
    },
  });
}
