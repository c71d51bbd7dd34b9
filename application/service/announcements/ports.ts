export interface AnnouncementView {
  id: string;
  type: string;
  title: string;
  url: string | null;
  content: string;
  from: string;
  to: string;
}

export interface AnnouncementRepository {
  /** Public announcements of the host's sales organisation that are valid at the instant. */
  activePublic(host: string, at: Date): Promise<AnnouncementView[]>;
  /** Announcements of the type in the sales organisations of the user's areas that are valid at the instant. */
  activeForUserAreas(userId: string, type: string, at: Date): Promise<AnnouncementView[]>;
}
