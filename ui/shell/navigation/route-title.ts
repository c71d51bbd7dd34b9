import { useIntl } from 'react-intl';
import type { RouteMeta } from '../../../domain/navigation/routes';
import { routeTitleMessages } from './route-title-messages';

/** The route's own title, when the route table gives it one. */
export function useRouteTitle(route: RouteMeta | undefined): string | null {
  const intl = useIntl();
  const descriptor = route?.titleKey ? routeTitleMessages[route.titleKey as keyof typeof routeTitleMessages] : undefined;
  return descriptor ? intl.formatMessage(descriptor) : null;
}
