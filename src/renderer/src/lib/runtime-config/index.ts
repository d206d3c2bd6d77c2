// Runtime configuration: fetching it at start, checking it (apart: the check brings the schema),
// and reading it in components.
export { fetchRuntimeConfig } from './fetch-runtime-config';
export { parseRuntimeConfig } from './parse-runtime-config';
export { RuntimeConfigProvider, useRuntimeConfig } from './runtime-config-context';
