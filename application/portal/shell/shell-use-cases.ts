import { createHomeAnnouncement, type HomeAnnouncement } from '../announcements/home-announcement';
import type { AnnouncementGateway } from '../announcements/ports';
import { createBannerPopup, type BannerPopup } from '../banners/banner-popup';
import type { BannerGateway } from '../banners/ports';
import type { FeedbackGateway } from '../feedback/ports';
import { createSendConsumerVoice, type SendConsumerVoice } from '../feedback/send-consumer-voice';
import { createFindWebManifest, type FindWebManifest } from '../manifest/find-web-manifest';
import type { ManifestGateway } from '../manifest/ports';
import type { PushGateway, PushService } from '../notifications/ports';
import { createSubscribeToPush, type SubscribeToPush } from '../notifications/subscribe-to-push';
import { createDismissals } from './dismissals';
import type { Clock, KeyValueStore } from './ports';

/** The ports of the shell's extras: announcements, banners, consumer voice, push and the web manifest. */
export interface ShellPorts {
  clock: Clock;
  keyValueStore: KeyValueStore;
  announcements: AnnouncementGateway;
  banners: BannerGateway;
  feedback: FeedbackGateway;
  push: PushService;
  pushGateway: PushGateway;
  manifests: ManifestGateway;
}

/** The use-cases of the shell's extras, reached by thunks through the store's extra argument. */
export interface ShellUseCases {
  homeAnnouncement: HomeAnnouncement;
  bannerPopup: BannerPopup;
  sendConsumerVoice: SendConsumerVoice;
  subscribeToPush: SubscribeToPush;
  findWebManifest: FindWebManifest;
}

export function createShellUseCases(ports: ShellPorts): ShellUseCases {
  const dismissals = createDismissals({ clock: ports.clock, store: ports.keyValueStore });
  return {
    homeAnnouncement: createHomeAnnouncement({ gateway: ports.announcements, dismissals }),
    bannerPopup: createBannerPopup({ gateway: ports.banners, dismissals, clock: ports.clock }),
    sendConsumerVoice: createSendConsumerVoice({ gateway: ports.feedback }),
    subscribeToPush: createSubscribeToPush({ push: ports.push, gateway: ports.pushGateway }),
    findWebManifest: createFindWebManifest({ gateway: ports.manifests }),
  };
}
