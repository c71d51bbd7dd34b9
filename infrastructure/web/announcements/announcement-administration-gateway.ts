import type {
  AdministeredAnnouncement,
  AnnouncementAdministrationGateway,
  AnnouncementDraft,
  AnnouncementListFilter,
} from '../../../application/portal/announcements/ports';
import { ok, refused, type Result } from '../../../domain/shared/result';
import {
  AdministeredAnnouncementDocument,
  AdministeredAnnouncementsDocument,
  CreateAnnouncementDocument,
  DeleteAnnouncementDocument,
  UpdateAnnouncementDocument,
  type AdministeredAnnouncementFieldsFragment,
} from '../../graphql/generated/client/graphql';
import { fromContractUserErrors, type ContractUserError } from '../contract-user-errors';
import type { GraphqlClient } from '../graphql-client';

const toAnnouncement = (announcement: AdministeredAnnouncementFieldsFragment): AdministeredAnnouncement => ({ ...announcement, url: announcement.url ?? null });

function answered<T>(payload: { message: { status: boolean }; userErrors: readonly ContractUserError[] }, value: T): Result<T> {
  return payload.message.status && payload.userErrors.length === 0 ? ok(value) : refused(...fromContractUserErrors(payload.userErrors));
}

/** The AnnouncementAdministrationGateway over the service's announcement administration operations. */
export class AnnouncementAdministrationGatewayGraphql implements AnnouncementAdministrationGateway {
  constructor(private readonly graphql: GraphqlClient) {}

  async list(filter: AnnouncementListFilter) {
    const { announcements } = await this.graphql.request(AdministeredAnnouncementsDocument, {
      page: filter.page,
      limit: filter.limit,
      search: filter.search || null,
      type: filter.type,
    });
    return { items: announcements.items.map(toAnnouncement), total: announcements.total };
  }

  async byId(id: string) {
    const { announcement } = await this.graphql.request(AdministeredAnnouncementDocument, { id });
    return announcement ? toAnnouncement(announcement) : null;
  }

  async save(id: string | null, draft: AnnouncementDraft): Promise<Result<string>> {
    const input = { ...draft, url: draft.url || null };
    if (id === null) {
      const { createAnnouncement } = await this.graphql.request(CreateAnnouncementDocument, { input });
      return answered(createAnnouncement, createAnnouncement.announcement?.id ?? '');
    }
    const { updateAnnouncement } = await this.graphql.request(UpdateAnnouncementDocument, { id, input });
    return answered(updateAnnouncement, id);
  }

  async remove(id: string): Promise<Result<void>> {
    const { deleteAnnouncement } = await this.graphql.request(DeleteAnnouncementDocument, { id });
    return answered(deleteAnnouncement, undefined);
  }
}
