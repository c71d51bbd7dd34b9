import type { Result } from '../../../domain/shared/result';
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

/** An announcement as its administrators see it in their list and form. */
export interface AdministeredAnnouncement extends Announcement {
  sorg: string;
  from: string;
  to: string;
}

/** What an administrator writes into an announcement. */
export type AnnouncementDraft = Omit<AdministeredAnnouncement, 'id'>;

export interface AnnouncementListFilter {
  page: number;
  limit: number;
  search: string;
  type: string | null;
}

/** What the administration of announcements asks the service. */
export interface AnnouncementAdministrationGateway {
  list(filter: AnnouncementListFilter): Promise<{ items: AdministeredAnnouncement[]; total: number }>;
  byId(id: string): Promise<AdministeredAnnouncement | null>;
  /** Creates the announcement (no id) or changes it; the service's refusals as user errors. */
  save(id: string | null, draft: AnnouncementDraft): Promise<Result<string>>;
  remove(id: string): Promise<Result<void>>;
}
