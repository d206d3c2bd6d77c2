// Runtime configuration: loading it at start, and reading it in components.
export { loadRuntimeConfig } from './load-runtime-config';
export { RuntimeConfigProvider, useRuntimeConfig } from './runtime-config-context';
