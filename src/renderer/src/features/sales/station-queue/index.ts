// The offline station queue's public face (issue 15, docs/point-of-sale-offline.md): the queue
// the till completes sales through, its React provider, hook and banner, the station's
// catalogue cache and its parked carts. The app opens one per tenant and station.
export {
  browserStationId,
  openStationStorage,
  stationDatabaseName,
  type StationScope,
  type StationStorage,
} from './station-storage';
export {
  createStationQueue,
  type SendSale,
  type StationQueue,
  type StationQueueOptions,
  type StationQueueState,
  type SubmitResult,
} from './station-queue';
export {
  formatReceiptNumber,
  readWrittenOff,
  type QueueConflict,
  type QueuedDraft,
  type QueuedSale,
  type ReceiptSeries,
  type WrittenOffSale,
} from './queue-records';
export type { OfflineTenderCheck, TenderToCheck } from './offline-limits';
export { cacheCatalogue, loadCachedCatalogue, type CachedCatalogue } from './catalogue-cache';
export {
  listParkedCarts,
  parkCart,
  takeParkedCart,
  type ParkedCart,
  type ParkedCartInput,
  type TakenCart,
} from './parked-carts';
export { StationQueueProvider, useStationQueue, type UseStationQueue } from './use-station-queue';
export { OfflineBanner } from './offline-banner';
export { QueueConflicts } from './queue-conflicts';
export { STATION_QUEUE_MESSAGES } from './messages';
