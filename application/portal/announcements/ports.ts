/** An announcement as the portal shows it: a title and HTML content, with an optional link. */
export interface Announcement {
  id: string;
  type: string;
  title: string;
  /** HTML written by an administrator; the portal shows only its sanitised part. */
  content: string;
  url: string | null;
}

/** What the portal asks the service about announcements. */
export interface AnnouncementGateway {
  /** The announcements of the sales organisations of the user's areas that are valid now. */
  activeUserAreaAnnouncements(): Promise<Announcement[]>;
}
