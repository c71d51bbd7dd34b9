import { createContext, useContext } from 'react';

/** What the shell asks of the browser page around it: a reload, or a full load of another portal page. */
export interface ShellEnvironment {
  reloadPage(): void;
  /** Loads a portal page afresh, e.g. /en-us/catalog after a change of customer. */
  openPage(path: string): void;
}

export const ShellEnvironmentContext = createContext<ShellEnvironment>({ reloadPage: () => undefined, openPage: () => undefined });

export function useShellEnvironment(): ShellEnvironment {
  return useContext(ShellEnvironmentContext);
}
