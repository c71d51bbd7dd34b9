import type { AdministeredAnnouncement, AnnouncementDraft, AnnouncementListFilter } from '../../application/portal/announcements/ports';
import type { Result } from '../../domain/shared/result';
import { portalApi, portsOf, read } from '../store/portal-api';

/** The administration's reads and changes of announcements; a change refreshes every announcement read, the shell's too. */
export const announcementsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    administeredAnnouncements: build.query<{ items: AdministeredAnnouncement[]; total: number }, AnnouncementListFilter>({
      queryFn: (filter, api) => read(() => portsOf(api).announcementAdministration.list(filter)),
      providesTags: ['Announcements'],
    }),
    administeredAnnouncement: build.query<AdministeredAnnouncement | null, string>({
      queryFn: (id, api) => read(() => portsOf(api).announcementAdministration.byId(id)),
      providesTags: ['Announcements'],
    }),
    saveAnnouncement: build.mutation<Result<string>, { id: string | null; draft: AnnouncementDraft }>({
      queryFn: ({ id, draft }, api) => read(() => portsOf(api).announcementAdministration.save(id, draft)),
      invalidatesTags: ['Announcements'],
    }),
    deleteAnnouncement: build.mutation<Result<void>, string>({
      queryFn: (id, api) => read(() => portsOf(api).announcementAdministration.remove(id)),
      invalidatesTags: ['Announcements'],
    }),
  }),
});

export const { useAdministeredAnnouncementsQuery, useAdministeredAnnouncementQuery, useSaveAnnouncementMutation, useDeleteAnnouncementMutation } = announcementsApi;
