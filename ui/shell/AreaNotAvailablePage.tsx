import { defineMessages, useIntl } from 'react-intl';
import { layoutBehaviour } from './layouts/layout-behaviours';
import { LinkButton } from '../components/LinkButton';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { useAppSelector } from '../store/hooks';
import { selectHostConfig } from './config-slice';
import { useCurrentRoute } from './current-route';
import { useRouteTitle } from './navigation/route-title';

const messages = defineMessages({
  notAvailable: { id: 'area_not_available', defaultMessage: 'This area is not available yet' },
  explanation: { id: 'area_not_available_text', defaultMessage: 'This part of the portal opens in a later release. Please use the menu to continue.' },
  explanationWithoutMenu: { id: 'area_not_available_text_no_menu', defaultMessage: 'This part of the portal opens in a later release.' },
});

/**
 * What a known route whose page the portal does not offer yet shows: inside the frame, or as the page's main
 * content on the full-container layout.
 */
export function AreaNotAvailablePage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const config = useAppSelector(selectHostConfig);
  const route = useCurrentRoute()?.route;
  const routeTitle = useRouteTitle(route);
  const heading = intl.formatMessage(messages.notAvailable);
  const title = [routeTitle ?? heading, config?.webTitle].filter(Boolean).join(' | ');
  const framed = !route || layoutBehaviour(route.layout).framed;
  const Container = framed ? 'section' : 'main';
  return (
    <Container className="page status-page status-page--inline" aria-labelledby="area-not-available">
      <title>{title}</title>
      {routeTitle && <p className="status-page__eyebrow">{routeTitle}</p>}
      <h1 id="area-not-available">{heading}</h1>
      {framed ? (
        <p>{intl.formatMessage(messages.explanation)}</p>
      ) : (
        <>
          <p>{intl.formatMessage(messages.explanationWithoutMenu)}</p>
          <LinkButton href={localePath('/')}>{intl.formatMessage(commonMessages.homePage)}</LinkButton>
        </>
      )}
    </Container>
  );
}
