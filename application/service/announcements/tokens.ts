export const ANNOUNCEMENTS_TOKENS = {
  AnnouncementRepository: Symbol('AnnouncementRepository'),
  AnnouncementAdministrationRepository: Symbol('AnnouncementAdministrationRepository'),
} as const;
