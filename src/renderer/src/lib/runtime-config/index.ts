// Runtime configuration loading.
export { loadRuntimeConfig, type RuntimeConfigResult } from './load-runtime-config';
