import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { hasFeature } from '../../../domain/config/host-config';
import { selectUser } from '../../session/session-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectHostConfig } from '../config-slice';
import { pushSubscriptionRequested, selectPushSubscription, selectWebManifest, selectWebManifestStatus, webManifestRequested } from './head-slice';
import { whenPageSettled } from './page-settled';

const messages = defineMessages({
  subscribedTitle: { id: 'push_subscribed_title', defaultMessage: 'Successfully subscribed!' },
  subscribedBody: { id: 'push_subscribed_body', defaultMessage: 'You successfully subscribed to our Notification service!' },
});

/** Where the host's logo is served, as config webLogo names it. */
export function logoUrl(webLogo: string): string {
  return /^(https?:)?\/\//.test(webLogo) || webLogo.startsWith('/') ? webLogo : `/images/${webLogo}`;
}

/**
 * The page head from the host's configuration (spec 000 §2.11): icon, description and keywords, the web manifest
 * and its icons under WEB_MANIFEST. React places these tags in the document head. Under WEB_MANIFEST the icon waits
 * for the manifest's answer, the logo standing in only where the manifest names none: an icon shown and then
 * replaced is an icon the browser fetched for nothing while the page loads. The manifest is asked for once the page
 * has settled (page-settled.ts): the page's first view needs neither it nor the icon.
 */
export function PageHead({ hostname }: { hostname: string }) {
  const dispatch = useAppDispatch();
  const config = useAppSelector(selectHostConfig);
  const manifest = useAppSelector(selectWebManifest);
  const manifestStatus = useAppSelector(selectWebManifestStatus);
  const manifestFeature = config ? hasFeature(config, 'WEB_MANIFEST') : false;

  useEffect(() => {
    if (manifestFeature && manifestStatus === 'idle') return whenPageSettled(window, () => void dispatch(webManifestRequested(hostname)));
  }, [dispatch, manifestFeature, manifestStatus, hostname]);

  if (!config) return null;
  const icon = manifestFeature && manifestStatus !== 'loaded' ? null : (manifest?.shortCutIcon ?? logoUrl(config.webLogo));
  return (
    <>
      {icon && <link rel="icon" href={icon} />}
      {config.webDescription && <meta name="description" content={config.webDescription} />}
      {config.webKeywords && <meta name="keywords" content={config.webKeywords} />}
      <meta name="theme-color" content={config.primaryColor} />
      {manifestFeature && manifest && (
        <>
          <link rel="manifest" href={manifest.manifest} />
          <link rel="apple-touch-icon" href={manifest.appleTouchIcon} />
        </>
      )}
    </>
  );
}

/** A page's title followed by the host's web title, e.g. "Open invoices | Velocita Dealer Portal". */
export function PageTitle({ children }: { children: string }) {
  const webTitle = useAppSelector(selectHostConfig)?.webTitle;
  return <title>{webTitle ? `${children} | ${webTitle}` : children}</title>;
}

/**
 * Subscribes a signed-in user's browser to push notifications when the host has WEB_NOTIFICATION, once the page has
 * settled (page-settled.ts): reading the permission waits for the browser's own process.
 */
export function PushSubscriber() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const config = useAppSelector(selectHostConfig);
  const userId = useAppSelector(selectUser)?.id;
  const push = useAppSelector(selectPushSubscription);
  const feature = config ? hasFeature(config, 'WEB_NOTIFICATION') : false;
  const tried = push?.userId === userId;

  useEffect(() => {
    if (!feature || !userId || tried) return;
    return whenPageSettled(window, () =>
      void dispatch(
        pushSubscriptionRequested(userId, {
          title: intl.formatMessage(messages.subscribedTitle),
          body: intl.formatMessage(messages.subscribedBody),
        }),
      ),
    );
  }, [dispatch, feature, userId, tried, intl]);

  return null;
}
