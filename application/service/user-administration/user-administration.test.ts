import { describe, expect, it } from 'vitest';
import type { UserInput } from '../../../domain/user-administration/user-form';
import { refused } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import { givenPrincipal } from '../shared/testing/principals';
import { UserAdministrationRepositoryInMemory } from './testing/user-administration.in-memory';
import { createUser, deleteUser, updateUser } from './user-administration';

const choices = {
  languages: [{ id: 'en-us', description: 'English' }],
  roles: [
    { id: 'r-dealer', description: 'dealer' },
    { id: 'r-sales', description: 'salesman' },
  ],
  groupRoles: [{ id: 'g-dealers', description: 'Dealers' }],
  sorgs: [{ id: 'ID01', description: 'Indonesia' }],
  contentTargetMarkets: [],
};
const clock = { now: () => new Date('2026-11-26T08:00:00Z') };
const fullAdmin = givenPrincipal({ userId: 'u-admin', username: 'admin', scopes: ['page.user-management'] });
const usAdmin = givenPrincipal({ userId: 'u-us', username: 'usadmin', scopes: ['page.user-management-us'] });

function given() {
  const userAdministration = new UserAdministrationRepositoryInMemory({ 'u-admin': ['ID01', 'US01'], 'u-us': ['US01'] }, choices, { 'g-dealers': ['r-dealer'] });
  return { userAdministration, clock };
}

const input = (overrides: Partial<UserInput> = {}): UserInput => ({
  email: ' Ann@Dealer.example ',
  name: 'Ann Lee',
  username: 'AnnLee',
  sendEmail: true,
  sendEmailWarranty: true,
  isFakeEmail: false,
  languageId: 'en-us',
  roleIds: ['r-sales'],
  groupRoleId: null,
  userAreas: [{ sorg: 'id01', limitation: null, option: null, value: null }],
  contentTargetMarketIds: [],
  ...overrides,
});

describe('user administration', () => {
  it('given a valid user, when created, then it is stored normalised and its creation is in the audit log', async () => {
    const deps = given();
    const created = await createUser(deps, fullAdmin, input());
    expect(created).toMatchObject({ ok: true, value: { email: 'ann@dealer.example', username: 'annlee', userAreas: [{ sorg: 'ID01' }] } });
    expect(deps.userAdministration.auditLog.entries).toMatchObject([{ action: 'create', actorUsername: 'admin', before: null }]);
  });

  it('given a sales organisation the administrator does not hold, when creating, then nothing is stored', async () => {
    const deps = given();
    expect(await createUser(deps, usAdmin, input({ groupRoleId: 'g-dealers' }))).toEqual(refused(userError('userAreas', 'sorg_not_held', { sorgs: 'ID01' })));
    expect(deps.userAdministration.users.size).toBe(0);
    expect(deps.userAdministration.auditLog.entries).toEqual([]);
  });

  it('given the reduced form, when creating, then the roles are the group role’s and the warranty mail stays off', async () => {
    const deps = given();
    const created = await createUser(deps, usAdmin, input({ groupRoleId: 'g-dealers', userAreas: [{ sorg: 'US01', limitation: null, option: null, value: null }] }));
    expect(created).toMatchObject({ ok: true, value: { roles: [{ id: 'r-dealer' }], sendEmailWarranty: false } });
    expect(await createUser(deps, usAdmin, input({ email: 'b@x.io', username: 'b', userAreas: [{ sorg: 'US01', limitation: null, option: null, value: null }] }))).toEqual(refused(userError('groupRoleId', 'required')));
  });

  it('given a user outside reach, when updated or deleted, then it is not found and unchanged', async () => {
    const deps = given();
    const created = await createUser(deps, fullAdmin, input());
    if (!created.ok) throw new Error('setup failed');
    expect(await updateUser(deps, usAdmin, created.value.id, input({ name: 'Changed' }))).toEqual(refused(userError('id', 'user_not_found')));
    expect(await deleteUser(deps, usAdmin, created.value.id)).toEqual(refused(userError('id', 'user_not_found')));
    expect(deps.userAdministration.users.get(created.value.id)!.name).toBe('Ann Lee');
    expect(deps.userAdministration.auditLog.entries).toHaveLength(1);
  });

  it('given an e-mail address in use, when another user takes it, then Email already exists', async () => {
    const deps = given();
    await createUser(deps, fullAdmin, input());
    expect(await createUser(deps, fullAdmin, input({ username: 'other', email: 'ANN@dealer.example' }))).toEqual(refused(userError('email', 'email_already_exists')));
  });

  it('given the administrator themselves, when deleting, then it is refused', async () => {
    expect(await deleteUser(given(), fullAdmin, 'u-admin')).toEqual(refused(userError('id', 'cannot_delete_yourself')));
  });
});
