import { truncateMobileTitle, type RouteMatch } from '../../../domain/navigation/routes';

/** What the mobile header names a page by: a message, a text from the address, or the brand when neither. */
export type MobileTitle = { kind: 'message'; key: string } | { kind: 'text'; text: string } | { kind: 'brand' };

/**
 * The mobile header's title of a page (spec 000 §2.6): the route's title message; visit-form detail pages are
 * named by their id, cut to the mobile length.
 */
export function mobileTitle(match: RouteMatch): MobileTitle {
  if (match.route.titleKey) return { kind: 'message', key: match.route.titleKey };
  const id = match.params.id;
  if (match.route.name.startsWith('visit-form-') && match.route.name.endsWith('-id') && id) {
    return { kind: 'text', text: truncateMobileTitle(id) };
  }
  return { kind: 'brand' };
}
