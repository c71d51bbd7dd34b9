import { memo, useEffect, useState, type KeyboardEvent } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import type { PopupBanner } from '../../../application/portal/banners/ports';
import { selectUser } from '../../session/session-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { bannerPopupClosed, bannerPopupRequested, selectBannerPopupOpen, selectBannerPopupRequested, selectPopupBanners } from './banner-slice';
import '../shell-extras.css';

const messages = defineMessages<{
  title: NoMessageValues;
  close: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  slide: { index: number; count: number };
  image: { index: number; count: number };
  open: NoMessageValues;
  show: { index: number };
  slides: NoMessageValues;
}>({
  title: { id: 'banner_popup_title', defaultMessage: 'News for you' },
  close: { id: 'banner_popup_close', defaultMessage: 'Close' },
  previous: { id: 'banner_popup_previous', defaultMessage: 'Previous banner' },
  next: { id: 'banner_popup_next', defaultMessage: 'Next banner' },
  slide: { id: 'banner_popup_slide', defaultMessage: '{index} of {count}' },
  image: { id: 'banner_popup_image', defaultMessage: 'Promotion banner {index} of {count}' },
  open: { id: 'banner_popup_open_link', defaultMessage: 'Open this promotion' },
  show: { id: 'banner_popup_show', defaultMessage: 'Show banner {index}' },
  slides: { id: 'banner_popup_slides', defaultMessage: 'Choose a banner' },
});

export interface BannerCarouselProps {
  banners: readonly PopupBanner[];
  isOpen: boolean;
  /** Closing, or following a banner's link: either keeps the pop-up shut for two hours. */
  onClose: () => void;
}

/**
 * The banner pop-up carousel (spec 000 §2.10): a modal that keeps focus inside it, one banner at a time with
 * previous / next buttons, the arrow keys and a button per banner; each banner's image has its own alt text and an
 * optional link. Escape, the close button and a click on a link close it.
 */
export function BannerCarousel({ banners, isOpen, onClose }: BannerCarouselProps) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const count = banners.length;
  const current = banners[Math.min(index, count - 1)];
  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    }
  };

  if (!current) return null;
  const position = { index: index + 1, count };
  const image = <img className="banner-popup__image" src={current.imageUrl} alt={intl.formatMessage(messages.image, position)} />;

  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className="dialog-overlay"
    >
      <Modal className="dialog banner-popup">
        <Dialog className="dialog__body banner-popup__body">
          {/* The arrow keys turn the carousel wherever focus is inside it. */}
          <div onKeyDown={onKeyDown}>
          <div className="banner-popup__header">
            <Heading slot="title" className="dialog__title banner-popup__title">
              {intl.formatMessage(messages.title)}
            </Heading>
            <Button className="banner-popup__close" aria-label={intl.formatMessage(messages.close)} onPress={onClose}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2.5">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Button>
          </div>
          <section className="banner-popup__carousel" aria-roledescription="carousel" aria-label={intl.formatMessage(messages.title)}>
            <div
              key={current.id + index}
              className="banner-popup__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={intl.formatMessage(messages.slide, position)}
              aria-live="polite"
            >
              {current.link ? (
                <a className="banner-popup__link" href={current.link} target="_blank" rel="noopener noreferrer" onClick={onClose}>
                  {image}
                  <span className="banner-popup__link-text">{intl.formatMessage(messages.open)}</span>
                </a>
              ) : (
                image
              )}
            </div>
            {count > 1 && (
              <div className="banner-popup__controls">
                <Button className="banner-popup__arrow" aria-label={intl.formatMessage(messages.previous)} onPress={() => go(index - 1)}>
                  ‹
                </Button>
                <div className="banner-popup__dots" role="group" aria-label={intl.formatMessage(messages.slides)}>
                  {banners.map((banner, dot) => (
                    <Button
                      key={banner.id + dot}
                      className="banner-popup__dot"
                      aria-label={intl.formatMessage(messages.show, { index: dot + 1 })}
                      aria-pressed={dot === index}
                      onPress={() => go(dot)}
                    />
                  ))}
                </div>
                <Button className="banner-popup__arrow" aria-label={intl.formatMessage(messages.next)} onPress={() => go(index + 1)}>
                  ›
                </Button>
              </div>
            )}
          </section>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The banner pop-up of the signed-in user, looked up once per page load. */
export const BannerPopup = memo(function BannerPopup() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const banners = useAppSelector(selectPopupBanners);
  const open = useAppSelector(selectBannerPopupOpen);
  const requested = useAppSelector(selectBannerPopupRequested);
  const scopes = user?.scopes;

  useEffect(() => {
    if (scopes && !requested) void dispatch(bannerPopupRequested(scopes));
  }, [dispatch, scopes, requested]);

  return <BannerCarousel banners={banners} isOpen={open} onClose={() => void dispatch(bannerPopupClosed())} />;
});
