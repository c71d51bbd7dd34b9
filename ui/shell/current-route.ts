import { createContext, useContext } from 'react';
import type { RouteMatch } from '../../domain/navigation/routes';

/** The route-table entry of the page on show, with its parameters; null outside the table's routes. */
export const CurrentRouteContext = createContext<RouteMatch | null>(null);

export function useCurrentRoute(): RouteMatch | null {
  return useContext(CurrentRouteContext);
}
