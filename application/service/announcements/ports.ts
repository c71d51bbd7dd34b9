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

/** An announcement as its administrators maintain it. */
export interface AnnouncementRecord extends AnnouncementView {
  sorg: string;
}

export type AnnouncementChanges = Omit<AnnouncementRecord, 'id'>;

export interface AnnouncementQuery {
  /** Only announcements of these sales organisations. */
  sorgs: readonly string[];
  /** Case-insensitive part of the title. */
  search: string | undefined;
  type: string | undefined;
  sorg: string | undefined;
  page: number;
  limit: number;
}

export interface AnnouncementAdministrationRepository {
  page(query: AnnouncementQuery): Promise<{ items: AnnouncementRecord[]; total: number }>;
  byId(id: string): Promise<AnnouncementRecord | undefined>;
  create(announcement: AnnouncementChanges): Promise<AnnouncementRecord>;
  update(id: string, announcement: AnnouncementChanges): Promise<AnnouncementRecord | undefined>;
  remove(id: string): Promise<void>;
}
