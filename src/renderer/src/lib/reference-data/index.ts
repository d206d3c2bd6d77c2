// Reference lists every screen may need, cached by id per tenant and user.
export { referenceListQuery, startReferenceCaches, useReferenceList } from './reference-caches';
