// Runtime configuration: loading it at start, and reading it in components.
export { loadRuntimeConfig, type RuntimeConfigResult } from './load-runtime-config';
export { RuntimeConfigProvider, useRuntimeConfig } from './runtime-config-context';
