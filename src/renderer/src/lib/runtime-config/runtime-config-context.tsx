// Hands the runtime configuration to components that need a setting of their own (status feed,
// support widget, avatar images), so no module reads a global.
import type { RuntimeConfig } from '@shared/runtime-config';
import { createContext, use, type ReactNode } from 'react';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({
  config,
  children,
}: {
  config: RuntimeConfig;
  children: ReactNode;
}) {
  return <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = use(RuntimeConfigContext);
  if (config === null) {
    throw new Error('useRuntimeConfig must be used inside <RuntimeConfigProvider>.');
  }
  return config;
}
