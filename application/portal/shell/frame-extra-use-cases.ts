import { createHomeAnnouncement, type HomeAnnouncement } from '../announcements/home-announcement';
import type { AnnouncementGateway } from '../announcements/ports';
import { createBannerPopup, type BannerPopup } from '../banners/banner-popup';
import type { BannerGateway } from '../banners/ports';
import type { FeedbackGateway } from '../feedback/ports';
import { createSendConsumerVoice, type SendConsumerVoice } from '../feedback/send-consumer-voice';
import { createDismissals } from './dismissals';
import type { Clock, KeyValueStore } from './ports';

/** The ports of the frame's extras: announcements, banners and consumer voice. */
export interface FrameExtraPorts {
  clock: Clock;
  keyValueStore: KeyValueStore;
  announcements: AnnouncementGateway;
  banners: BannerGateway;
  feedback: FeedbackGateway;
}

export interface FrameExtraUseCases {
  homeAnnouncement: HomeAnnouncement;
  bannerPopup: BannerPopup;
  sendConsumerVoice: SendConsumerVoice;
}

export function createFrameExtraUseCases(ports: FrameExtraPorts): FrameExtraUseCases {
  const dismissals = createDismissals({ clock: ports.clock, store: ports.keyValueStore });
  return {
    homeAnnouncement: createHomeAnnouncement({ gateway: ports.announcements, dismissals }),
    bannerPopup: createBannerPopup({ gateway: ports.banners, dismissals, clock: ports.clock }),
    sendConsumerVoice: createSendConsumerVoice({ gateway: ports.feedback }),
  };
}
