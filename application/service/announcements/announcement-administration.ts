import { contentScheduleErrors, mayAdministerSalesOrganisation } from '../../../domain/content/content-schedule';
import { isAnnouncementType, MAX_ANNOUNCEMENT_TITLE_LENGTH } from '../../../domain/content/announcement-type';
import { err, ok, refused, type Result } from '../../../domain/shared/result';
import { userError, type UserError } from '../../../domain/shared/user-error';
import { safeHref } from '../../../domain/shell/rich-text';
import type { Principal } from '../auth/ports';
import type { ContentPage, RichTextSanitiser, SalesOrganisationHoldings } from '../content/ports';
import type { AnnouncementAdministrationRepository, AnnouncementChanges, AnnouncementRecord } from './ports';

type Deps = {
  announcementAdministration: AnnouncementAdministrationRepository;
  salesOrganisationHoldings: SalesOrganisationHoldings;
  richText: RichTextSanitiser;
};

export interface AnnouncementInput {
  sorg: string;
  type: string;
  title: string;
  content: string;
  url: string | null;
  from: string;
  to: string;
}

export interface AnnouncementListRequest {
  search?: string | null;
  type?: string | null;
  sorg?: string | null;
  page: number;
  limit: number;
}

/** Announcements of the sales organisations the administrator holds, newest schedule first. */
export async function listAnnouncements(deps: Deps, principal: Principal, request: AnnouncementListRequest): Promise<ContentPage<AnnouncementRecord>> {
  const held = await deps.salesOrganisationHoldings.heldBy(principal.userId);
  return deps.announcementAdministration.page({
    sorgs: held,
    search: request.search?.trim() || undefined,
    type: request.type || undefined,
    sorg: request.sorg || undefined,
    page: Math.max(1, request.page),
    limit: Math.max(1, request.limit),
  });
}

/** One announcement, when it belongs to a sales organisation the administrator holds. */
export async function announcementById(deps: Deps, principal: Principal, id: string): Promise<AnnouncementRecord | undefined> {
  const found = await deps.announcementAdministration.byId(id);
  if (!found) return undefined;
  return mayAdministerSalesOrganisation(await deps.salesOrganisationHoldings.heldBy(principal.userId), found.sorg) ? found : undefined;
}

function validated(deps: Deps, held: readonly string[], input: AnnouncementInput): Result<AnnouncementChanges> {
  const errors: UserError[] = [];
  if (!mayAdministerSalesOrganisation(held, input.sorg)) errors.push(userError('sorg', 'content_sorg_not_held'));
  if (!isAnnouncementType(input.type)) errors.push(userError('type', 'invalid_data'));
  const title = input.title.trim();
  if (title === '') errors.push(userError('title', 'required'));
  else if (title.length > MAX_ANNOUNCEMENT_TITLE_LENGTH) errors.push(userError('title', 'content_too_long', { max: MAX_ANNOUNCEMENT_TITLE_LENGTH }));
  const content = deps.richText.sanitise(input.content);
  if (content.replace(/<[^>]*>/g, '').trim() === '') errors.push(userError('content', 'required'));
  const url = input.url?.trim() ? safeHref(input.url.trim()) : null;
  if (input.url?.trim() && url === null) errors.push(userError('url', 'content_unsafe_link'));
  errors.push(...contentScheduleErrors(input));
  if (errors.length > 0) return refused(...errors);
  const from = new Date(input.from).toISOString();
  const to = new Date(input.to).toISOString();
  return ok({ sorg: input.sorg, type: input.type, title, content, url, from, to });
}

/** Publishes an announcement; its content keeps only what the rich-text allow-list allows. */
export async function createAnnouncement(deps: Deps, principal: Principal, input: AnnouncementInput): Promise<Result<AnnouncementRecord>> {
  const changes = validated(deps, await deps.salesOrganisationHoldings.heldBy(principal.userId), input);
  return changes.ok ? ok(await deps.announcementAdministration.create(changes.value)) : changes;
}

/** Changes an announcement of a held sales organisation, possibly moving it to another held one. */
export async function updateAnnouncement(deps: Deps, principal: Principal, id: string, input: AnnouncementInput): Promise<Result<AnnouncementRecord>> {
  const held = await deps.salesOrganisationHoldings.heldBy(principal.userId);
  const current = await deps.announcementAdministration.byId(id);
  if (!current || !mayAdministerSalesOrganisation(held, current.sorg)) return refused(userError('id', 'content_not_found'));
  const changes = validated(deps, held, input);
  if (!changes.ok) return changes;
  const updated = await deps.announcementAdministration.update(id, changes.value);
  return updated ? ok(updated) : refused(userError('id', 'content_not_found'));
}

export async function deleteAnnouncement(deps: Deps, principal: Principal, id: string): Promise<Result<void>> {
  const current = await announcementById(deps, principal, id);
  if (!current) return err([userError('id', 'content_not_found')]);
  await deps.announcementAdministration.remove(id);
  return ok(undefined);
}
