// Reference lists every screen may need, cached by id per tenant and user.
export { ReferenceCaches, useReferenceList } from './reference-caches';
export { useShopTimeZone } from './shop-time-zone';
