// A React context that a component may only read below its provider: reading it elsewhere is a
// wiring mistake, reported by name rather than passed on as null.
import { createContext, use, type ReactNode } from 'react';

export interface RequiredContext<T> {
  Provider: (props: { value: T; children: ReactNode }) => ReactNode;
  /** The provided value; throws outside the provider. */
  use: () => T;
}

/** `name` is what the hook and provider are called after: `use<name>`, `<name>Provider`. */
export function requiredContext<T>(name: string): RequiredContext<T> {
  const Context = createContext<T | null>(null);
  return {
    Provider: ({ value, children }) => <Context value={value}>{children}</Context>,
    use: () => {
      const value = use(Context);
      if (value === null) throw new Error(`use${name} must be used inside <${name}Provider>.`);
      return value;
    },
  };
}
