export const ANNOUNCEMENTS_TOKENS = {
  announcementGateway: Symbol.for('portal.AnnouncementGateway'),
} as const;
