import { memo, useEffect, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import type { Announcement } from '../../../application/portal/announcements/ports';
import { announcementCollapses } from '../mobile/mobile-header';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/use-media-query';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { homeAnnouncementClosed, homeAnnouncementRequested, selectHomeAnnouncements, selectHomeAnnouncementsLoaded } from './announcement-slice';
import { RichText } from '../../components/RichText';
import '../shell-extras.css';

const messages = defineMessages({
  label: { id: 'announcement_label', defaultMessage: 'Announcement' },
  close: { id: 'announcement_close', defaultMessage: 'Close announcement' },
  seeMore: { id: 'see_more', defaultMessage: 'See More' },
  seeLess: { id: 'see_less', defaultMessage: 'See Less' },
  link: { id: 'announcement_link', defaultMessage: 'More information' },
});

function AnnouncementItem({ announcement, smallScreen }: { announcement: Announcement; smallScreen: boolean }) {
  const intl = useIntl();
  const contentId = useId();
  const [expanded, setExpanded] = useState(false);
  const collapsible = announcementCollapses(announcement.content.length, smallScreen);
  const collapsed = collapsible && !expanded;
  return (
    <div className="announcement__item">
      <p className="announcement__title">{announcement.title}</p>
      <RichText id={contentId} html={announcement.content} className={`announcement__content${collapsed ? ' announcement__content--collapsed' : ''}`} />
      <div className="announcement__links">
        {collapsible && (
          <Button className="announcement__toggle" aria-expanded={expanded} aria-controls={contentId} onPress={() => setExpanded(!expanded)}>
            {intl.formatMessage(expanded ? messages.seeLess : messages.seeMore)}
          </Button>
        )}
        {announcement.url && (
          <a className="announcement__link" href={announcement.url} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(messages.link)}
          </a>
        )}
      </div>
    </div>
  );
}

export interface HomeAnnouncementProps {
  /** How far from the top the sticky banner stays, under the header (announcementTopOffset()). */
  topOffset?: number;
}

/**
 * The home announcement banner (spec 000 §2.10): the home-page announcements, sticky under the header and
 * closable for two hours; content over 400 characters collapses on small screens behind See More / See Less.
 */
export const HomeAnnouncement = memo(function HomeAnnouncement({ topOffset = 0 }: HomeAnnouncementProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const announcements = useAppSelector(selectHomeAnnouncements);
  const loaded = useAppSelector(selectHomeAnnouncementsLoaded);
  const smallScreen = useMediaQuery(SMALL_SCREEN_QUERY);

  useEffect(() => {
    if (!loaded) void dispatch(homeAnnouncementRequested());
  }, [dispatch, loaded]);

  if (announcements.length === 0) return null;
  return (
    <section className="announcement" aria-label={intl.formatMessage(messages.label)} style={{ top: topOffset }}>
      <div className="announcement__items">
        {announcements.map((announcement) => (
          <AnnouncementItem key={announcement.id} announcement={announcement} smallScreen={smallScreen} />
        ))}
      </div>
      <Button className="announcement__close" aria-label={intl.formatMessage(messages.close)} onPress={() => void dispatch(homeAnnouncementClosed())}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </Button>
    </section>
  );
});
