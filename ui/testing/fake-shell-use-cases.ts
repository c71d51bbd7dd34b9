import { vi } from 'vitest';
import type { ShellUseCases } from '../../application/portal/shell/shell-use-cases';

/** The shell extras' use-cases as spies: no announcements, no banners, feedback accepted, push not supported. */
export function fakeShellUseCases(): ShellUseCases {
  return {
    homeAnnouncement: { load: vi.fn(async () => []), close: vi.fn() },
    bannerPopup: { load: vi.fn(async () => []), close: vi.fn() },
    sendConsumerVoice: vi.fn<ShellUseCases['sendConsumerVoice']>(async () => ({ ok: true, value: undefined })),
    subscribeToPush: vi.fn<ShellUseCases['subscribeToPush']>(async () => 'unsupported'),
    findWebManifest: vi.fn<ShellUseCases['findWebManifest']>(async () => null),
  };
}
