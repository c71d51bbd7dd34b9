import { AnnouncementGatewayInMemory } from '../../announcements/testing/announcement-gateway.in-memory';
import { BannerGatewayInMemory } from '../../banners/testing/banner-gateway.in-memory';
import { FeedbackGatewayInMemory } from '../../feedback/testing/feedback-gateway.in-memory';
import { PushGatewayInMemory, PushServiceInMemory } from '../../notifications/testing/push.in-memory';
import type { ShellPorts } from '../shell-use-cases';
import { ClockManual, KeyValueStoreInMemory } from './clock-and-storage.in-memory';

/** The shell's ports held in memory, for stories and tests: no announcements, banners or manifest unless given. */
export function inMemoryShellPorts(overrides: Partial<ShellPorts> = {}): ShellPorts {
  return {
    clock: new ClockManual(Date.UTC(2026, 2, 1, 9, 0, 0)),
    keyValueStore: new KeyValueStoreInMemory(),
    announcements: new AnnouncementGatewayInMemory(),
    banners: new BannerGatewayInMemory(),
    feedback: new FeedbackGatewayInMemory(),
    push: new PushServiceInMemory('denied'),
    pushGateway: new PushGatewayInMemory(),
    manifests: { mapping: async () => [] },
    ...overrides,
  };
}
