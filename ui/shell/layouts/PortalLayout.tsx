import { useEffect, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { usesFullWidth, type RouteMatch } from '../../../domain/navigation/routes';
import { bannerPopupShown, layoutBehaviour } from '../../../domain/shell/layouts';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/use-media-query';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { HomeAnnouncement } from '../announcements/HomeAnnouncement';
import { BannerPopup } from '../banners/BannerPopup';
import { ConsumerVoiceDialog } from '../consumer-voice/ConsumerVoiceDialog';
import { CustomerPicker } from '../customers/CustomerPicker';
import { useFrameActions, useFrameFacts } from '../frame-facts';
import { MobileDrawer } from '../mobile/MobileDrawer';
import { MobileHeader } from '../mobile/MobileHeader';
import { SideMenu } from '../navigation/SideMenu';
import { mobileSearchToggled, selectMobileSearchOpen } from '../shell-slice';
import { cartRequested } from '../shell-thunks';
import { TopBar } from '../top-bar/TopBar';
import '../shell.css';

const messages = defineMessages({
  skipToContent: { id: 'skip_to_content', defaultMessage: 'Skip to content' },
});

export interface PortalLayoutProps {
  match: RouteMatch;
  /** The page needs a customer and none is selected: the picker is open and cannot be closed. */
  pickerForced?: boolean;
  /** Show the mobile header and drawer whatever the screen width (stories). */
  compact?: boolean;
  children: ReactNode;
}

/**
 * The frame every page lives in, by its route's layout (spec 000 §2.3): default, defaultV2 and defaultV3 put the
 * top bar (or the mobile header and drawer), the side menu and the customer picker around the page, full width
 * on sales-overview routes; full-container shows the page alone. The frame's other parts take their place below,
 * each behind the rule of domain/shell/layouts.ts that names when it shows.
 */
export function PortalLayout({ match, pickerForced = false, compact, children }: PortalLayoutProps) {
  return layoutBehaviour(match.route.layout).framed ? (
    <Frame match={match} pickerForced={pickerForced} compact={compact}>
      {children}
    </Frame>
  ) : (
    children
  );
}

function Frame({ match, pickerForced, compact, children }: Required<Omit<PortalLayoutProps, 'compact'>> & { compact?: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { route } = match;
  const behaviour = layoutBehaviour(route.layout);
  const facts = useFrameFacts(route);
  const actions = useFrameActions();
  const compactScreen = useMediaQuery(SMALL_SCREEN_QUERY);
  const mobile = compact ?? compactScreen;
  const searchOpen = useAppSelector(selectMobileSearchOpen);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const activeCode = facts.user?.salesActiveCustCode ?? null;

  useEffect(() => {
    if (behaviour.loadsCart && activeCode) void dispatch(cartRequested());
  }, [dispatch, behaviour.loadsCart, activeCode]);

  return (
    <div className={`portal portal--${route.layout}`}>
      <a className="skip-link" href="#main-content">
        {intl.formatMessage(messages.skipToContent)}
      </a>
      {/* Request progress bar: first in the frame, over every layout. */}
      {mobile ? (
        <MobileHeader
          facts={facts}
          actions={actions}
          match={match}
          searchOpen={searchOpen}
          onToggleSearch={() => dispatch(mobileSearchToggled())}
          onOpenDrawer={() => setDrawerOpen(true)}
        />
      ) : (
        <TopBar facts={facts} actions={actions} />
      )}
      {/* Sticky under the header: 49px under the desktop top bar, else just under the mobile header (announcementTopOffset). */}
      {behaviour.announcement && <HomeAnnouncement topOffset={mobile ? facts.mobileHeaderHeight - 1 : 49} />}
      <div className="portal__body">
        {!mobile && <SideMenu groups={facts.menu} />}
        <main id="main-content" tabIndex={-1} className={`portal__main${usesFullWidth(route) ? ' portal__main--full-width' : ''}`}>
          {children}
        </main>
      </div>
      {mobile && <MobileDrawer facts={facts} actions={actions} isOpen={drawerOpen} onOpenChange={setDrawerOpen} />}
      <CustomerPicker route={route} forced={pickerForced} />
      {bannerPopupShown(route.layout, facts.user?.scopes ?? []) && <BannerPopup />}
      {facts.canSendConsumerVoice && <ConsumerVoiceDialog />}
    </div>
  );
}
