// Hands the runtime configuration to components that need a setting of their own (status feed,
// support widget, avatar images), so no module reads a global.
import type { RuntimeConfig } from '@shared/runtime-config';
import { requiredContext } from '../required-context';

const runtimeConfigContext = requiredContext<RuntimeConfig>('RuntimeConfig');

export const RuntimeConfigProvider = runtimeConfigContext.Provider;
export const useRuntimeConfig = runtimeConfigContext.use;
