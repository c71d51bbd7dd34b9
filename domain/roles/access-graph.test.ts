import { describe, expect, it } from 'vitest';
import { ADMINISTRATION_SCOPE, holdersOf, keepsAWayBackIn, type AccessGraph } from './access-graph';

const office: AccessGraph = {
  roles: [
    { id: 'administrator', scopes: [ADMINISTRATION_SCOPE, 'page.catalog'] },
    { id: 'dealer', scopes: ['page.catalog'] },
  ],
  groupRoles: [{ id: 'head-office', roleIds: ['administrator'] }],
  users: [
    { id: 'admin', roleIds: ['administrator'], groupRoleId: null },
    { id: 'deputy', roleIds: [], groupRoleId: 'head-office' },
    { id: 'dealer', roleIds: ['dealer'], groupRoleId: null },
  ],
};

describe('holders of the administration scope', () => {
  it('counts those holding it through a role and through a group role', () => {
    expect(holdersOf(office, ADMINISTRATION_SCOPE)).toEqual(['admin', 'deputy']);
  });

  it('refuses taking the scope from the only role that grants it', () => {
    expect(keepsAWayBackIn(office, { kind: 'role-scopes', roleId: 'administrator', scopes: ['page.catalog'] })).toBe(false);
  });

  it('allows taking one holder away while another keeps it', () => {
    expect(keepsAWayBackIn(office, { kind: 'user-access', userId: 'admin', roleIds: ['dealer'], groupRoleId: null })).toBe(true);
  });

  it('refuses emptying the group role when it holds the last holder', () => {
    const deputyOnly: AccessGraph = { ...office, users: office.users.filter((user) => user.id !== 'admin') };
    expect(keepsAWayBackIn(deputyOnly, { kind: 'group-role-roles', groupRoleId: 'head-office', roleIds: [] })).toBe(false);
    expect(keepsAWayBackIn(deputyOnly, { kind: 'user-removed', userId: 'deputy' })).toBe(false);
  });
});
