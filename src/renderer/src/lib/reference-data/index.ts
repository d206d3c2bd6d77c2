// Reference lists every screen may need, cached by id per tenant and user.
export { startReferenceCaches, useReferenceList } from './reference-caches';
