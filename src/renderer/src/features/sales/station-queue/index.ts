// The offline station queue's public face (issue 15, docs/point-of-sale-offline.md): the queue
// the till completes sales through, its React provider, hook and banner, the station's
// catalogue cache and its parked carts. The till opens one per tenant and station.
export {
  browserStationId,
  openStationStorage,
  stationHasQueue,
  type StationStorage,
} from './station-storage';
export { createStationQueue, type StationQueue } from './station-queue';
export type { QueuedDraft } from './queue-records';
export type { OfflineTenderCheck, TenderToCheck } from './offline-limits';
export { cacheCatalogue, loadCachedCatalogue } from './catalogue-cache';
export { listParkedCarts, parkCart, takeParkedCart, type ParkedCart } from './parked-carts';
export { StationQueueProvider, useStationQueue } from './use-station-queue';
export { OfflineBanner } from './offline-banner';
export { QueueConflicts } from './queue-conflicts';
