// The forms app's reference list (spec §3 "forms"): read by members of a tenant that has the app,
// with or without a forms permission.
import { tableList, type ReferenceListRoute } from '../reference-lists/reference-list';

export const FORMS_REFERENCE_LISTS: readonly ReferenceListRoute[] = [
  tableList('forms', 'forms', ['description']),
];
