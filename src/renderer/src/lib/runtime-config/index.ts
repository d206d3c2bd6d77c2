// Runtime configuration: checking it at start (fetched without a check first:
// fetch-runtime-config.ts, which the start imports on its own), and reading it in components.
export { parseRuntimeConfig } from './load-runtime-config';
export { RuntimeConfigProvider, useRuntimeConfig } from './runtime-config-context';
