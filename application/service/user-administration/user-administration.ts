import { meetsScopeRequirement } from '../../../domain/access/scopes';
import { sorgsOutOfReach, userWithinReach } from '../../../domain/user-administration/sales-organisation-reach';
import { normaliseUserInput, userInputErrors, type UserFormVariant, type UserInput } from '../../../domain/user-administration/user-form';
import { err, ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { Principal } from '../auth/ports';
import type { Clock } from '../shared/ports';
import type { AuditStamp } from './audit-log';
import type { AdministeredUser, UserAdministrationRepository, UserFormChoices, UserListQuery, UserSortField } from './ports';

export type UserAdministrationDeps = { userAdministration: UserAdministrationRepository; clock: Clock };

/** Largest page of the user list. */
export const USER_LIST_MAX_LIMIT = 100;
const SORT_FIELDS: readonly UserSortField[] = ['name', 'username', 'email'];

/**
 * The form an administrator works with: the full one with page.user-management, the reduced one of the second
 * brand's administrators (page.user-management-us alone) otherwise.
 */
export function formVariantOf(principal: Principal): UserFormVariant {
  return meetsScopeRequirement(principal.scopes, ['page.user-management']) ? 'full' : 'us';
}

export function stampOf(principal: Principal, clock: Clock): AuditStamp {
  return { actorId: principal.userId, actorUsername: principal.username, at: clock.now() };
}

export interface UserListRequest {
  ids?: string[] | null;
  search?: string | null;
  roleId?: string | null;
  groupRoleIds?: string[] | null;
  sortBy?: string | null;
  order?: string | null;
  page: number;
  limit?: number | null;
}

/** usersV2: one page of the users within the administrator's sales organisations. */
export async function listUsers(deps: UserAdministrationDeps, principal: Principal, request: UserListRequest) {
  const heldSorgs = await deps.userAdministration.heldSorgs(principal.userId);
  const limit = Math.min(Math.max(Math.trunc(request.limit ?? 10), 1), USER_LIST_MAX_LIMIT);
  const page = Math.max(Math.trunc(request.page), 1);
  const query: UserListQuery = {
    ids: request.ids && request.ids.length > 0 ? request.ids : null,
    search: request.search?.trim() || null,
    roleId: request.roleId || null,
    groupRoleIds: request.groupRoleIds ?? [],
    sortBy: SORT_FIELDS.find((field) => field === request.sortBy) ?? 'name',
    order: request.order?.toLowerCase() === 'desc' ? 'desc' : 'asc',
    page,
    limit,
    heldSorgs,
  };
  const { users, count } = await deps.userAdministration.list(query);
  return { users, info: { page, count, pageTotal: Math.max(Math.ceil(count / limit), 1) } };
}

/** One user, when within the administrator's reach; 'not_found' otherwise, so other brands' users stay unseen. */
export async function userForAdministration(deps: UserAdministrationDeps, principal: Principal, id: string): Promise<Result<AdministeredUser, 'not_found'>> {
  const [held, user] = await Promise.all([deps.userAdministration.heldSorgs(principal.userId), deps.userAdministration.find(id)]);
  if (!user || !userWithinReach(held, user.userAreas.map((area) => area.sorg))) return err('not_found');
  return ok(user);
}

/**
 * The input checked for a create or update: the field rules of the form the administrator uses, the reduced
 * form's roles taken from its group role, the sales organisations held, and the e-mail address not in use.
 */
async function checkedInput(deps: UserAdministrationDeps, principal: Principal, raw: UserInput, existingId: string | null): Promise<Result<UserInput>> {
  const variant = formVariantOf(principal);
  let input = normaliseUserInput(raw);
  const errors = userInputErrors(input, variant);
  if (variant === 'us' && input.groupRoleId) {
    input = { ...input, roleIds: await deps.userAdministration.rolesOfGroupRole(input.groupRoleId), sendEmailWarranty: false, isFakeEmail: false };
  }
  errors.push(...unknownChoiceErrors(input, await deps.userAdministration.choices()));
  const held = await deps.userAdministration.heldSorgs(principal.userId);
  const outside = sorgsOutOfReach(
    held,
    input.userAreas.map((area) => area.sorg),
  );
  if (outside.length > 0) errors.push(userError('userAreas', 'sorg_not_held', { sorgs: outside.join(', ') }));
  if (!errors.some((error) => error.field[0] === 'email') && (await deps.userAdministration.emailTaken(input.email, existingId))) errors.push(userError('email', 'email_already_exists'));
  return errors.length > 0 ? refused(...errors) : ok(input);
}

/** Ids the form cannot have offered: a language, role, group role or market that does not exist (any more). */
function unknownChoiceErrors(input: UserInput, choices: UserFormChoices) {
  const known = (list: readonly { id: string }[], id: string) => list.some((choice) => choice.id === id);
  const errors = [];
  if (input.languageId && !known(choices.languages, input.languageId)) errors.push(userError('languageId', 'invalid_choice'));
  if (input.roleIds.some((id) => !known(choices.roles, id))) errors.push(userError('roleIds', 'invalid_choice'));
  if (input.groupRoleId && !known(choices.groupRoles, input.groupRoleId)) errors.push(userError('groupRoleId', 'invalid_choice'));
  if (input.contentTargetMarketIds.some((id) => !known(choices.contentTargetMarkets, id))) errors.push(userError('contentTargetMarketIds', 'invalid_choice'));
  return errors;
}

function writeRefusal(reason: 'email_taken' | 'username_taken') {
  return reason === 'email_taken' ? refused(userError('email', 'email_already_exists')) : refused(userError('username', 'username_already_exists'));
}

/** createUser: a new user without a password; they set one through the link "Generate password" sends. */
export async function createUser(deps: UserAdministrationDeps, principal: Principal, raw: UserInput): Promise<Result<AdministeredUser>> {
  const input = await checkedInput(deps, principal, raw, null);
  if (!input.ok) return input;
  const created = await deps.userAdministration.create(input.value, stampOf(principal, deps.clock));
  return created.ok ? ok(created.user) : writeRefusal(created.reason);
}

/** updateUser: only a user within reach, and only into sales organisations the administrator holds. */
export async function updateUser(deps: UserAdministrationDeps, principal: Principal, id: string, raw: UserInput): Promise<Result<AdministeredUser>> {
  const existing = await userForAdministration(deps, principal, id);
  if (!existing.ok) return refused(userError('id', 'user_not_found'));
  const input = await checkedInput(deps, principal, raw, id);
  if (!input.ok) return input;
  const updated = await deps.userAdministration.update(id, input.value, stampOf(principal, deps.clock));
  if (updated.ok) return ok(updated.user);
  return updated.reason === 'not_found' ? refused(userError('id', 'user_not_found')) : writeRefusal(updated.reason);
}

/** deleteUser: an administrator never deletes themselves, nor a user outside their reach. */
export async function deleteUser(deps: UserAdministrationDeps, principal: Principal, id: string): Promise<Result<{ id: string }>> {
  if (id === principal.userId) return refused(userError('id', 'cannot_delete_yourself'));
  const existing = await userForAdministration(deps, principal, id);
  if (!existing.ok) return refused(userError('id', 'user_not_found'));
  const deleted = await deps.userAdministration.delete(id, stampOf(principal, deps.clock));
  return deleted ? ok({ id }) : refused(userError('id', 'user_not_found'));
}

/**
 * copy-us: a new user with the roles, group role, user areas and content target markets of another user, and the
 * e-mail, name, user name and language given.
 */
export async function copyUser(
  deps: UserAdministrationDeps,
  principal: Principal,
  sourceId: string,
  identity: Pick<UserInput, 'email' | 'name' | 'username' | 'languageId' | 'sendEmail'>,
): Promise<Result<AdministeredUser>> {
  const source = await userForAdministration(deps, principal, sourceId);
  if (!source.ok) return refused(userError('sourceId', 'user_not_found'));
  const user = source.value;
  return createUser(deps, principal, {
    ...identity,
    sendEmailWarranty: user.sendEmailWarranty,
    isFakeEmail: false,
    roleIds: user.roles.map((role) => role.id),
    groupRoleId: user.groupRole?.id ?? null,
    userAreas: user.userAreas,
    contentTargetMarketIds: user.contentTargetMarkets.map((market) => market.id),
  });
}

/** The user sales search: sales staff in the administrator's sales organisations, by user name. */
export async function searchSalesUsers(deps: UserAdministrationDeps, principal: Principal, search: string | null) {
  const held = await deps.userAdministration.heldSorgs(principal.userId);
  return deps.userAdministration.salesUsers(held, search?.trim() || null);
}

/** createData: what the forms offer, with the sales organisations narrowed to those held. */
export async function userFormData(deps: UserAdministrationDeps, principal: Principal) {
  const [choices, held] = await Promise.all([deps.userAdministration.choices(), deps.userAdministration.heldSorgs(principal.userId)]);
  return { ...choices, sorgs: choices.sorgs.filter((sorg) => held.includes(sorg.id)), variant: formVariantOf(principal) };
}

/** editData: the same, for a user within the administrator's reach only. */
export async function userFormDataFor(deps: UserAdministrationDeps, principal: Principal, id: string): Promise<Result<Awaited<ReturnType<typeof userFormData>>, 'not_found'>> {
  const user = await userForAdministration(deps, principal, id);
  return user.ok ? ok(await userFormData(deps, principal)) : user;
}
