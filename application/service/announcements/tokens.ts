export const ANNOUNCEMENTS_TOKENS = {
  AnnouncementRepository: Symbol('AnnouncementRepository'),
} as const;
