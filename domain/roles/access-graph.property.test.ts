import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMINISTRATION_SCOPE, applyAccessChange, holdersOf, keepsAWayBackIn, type AccessChange, type AccessGraph } from './access-graph';

/** A few ids of each kind, so users, group roles and roles share them often. */
const roleId = fc.constantFrom('r1', 'r2', 'r3', 'r4');
const groupRoleId = fc.constantFrom('g1', 'g2', 'g3');
const userId = fc.constantFrom('u1', 'u2', 'u3', 'u4', 'u5');
const scopes = fc.subarray([ADMINISTRATION_SCOPE, 'page.catalog', 'page.claim']);
const roleIds = fc.uniqueArray(roleId);

const graph: fc.Arbitrary<AccessGraph> = fc.record({
  roles: fc.uniqueArray(fc.record({ id: roleId, scopes }), { selector: (role) => role.id }),
  groupRoles: fc.uniqueArray(fc.record({ id: groupRoleId, roleIds }), { selector: (group) => group.id }),
  users: fc.uniqueArray(fc.record({ id: userId, roleIds, groupRoleId: fc.option(groupRoleId) }), { selector: (user) => user.id }),
});

const change: fc.Arbitrary<AccessChange> = fc.oneof(
  fc.record({ kind: fc.constant('role-scopes' as const), roleId, scopes }),
  fc.record({ kind: fc.constant('group-role-roles' as const), groupRoleId, roleIds }),
  fc.record({ kind: fc.constant('user-access' as const), userId, roleIds, groupRoleId: fc.option(groupRoleId) }),
  fc.record({ kind: fc.constant('user-removed' as const), userId }),
);

describe('the way back in', () => {
  it('an allowed change always leaves someone holding the administration scope', () => {
    fc.assert(
      fc.property(graph, change, (before, next) => {
        if (keepsAWayBackIn(before, next)) expect(holdersOf(applyAccessChange(before, next), ADMINISTRATION_SCOPE).length).toBeGreaterThan(0);
      }),
    );
  });

  it('a refused change is one that would leave nobody holding it', () => {
    fc.assert(
      fc.property(graph, change, (before, next) => {
        if (!keepsAWayBackIn(before, next)) expect(holdersOf(applyAccessChange(before, next), ADMINISTRATION_SCOPE)).toEqual([]);
      }),
    );
  });

  it('granting the administration scope to a role is never refused when the role has a holder', () => {
    fc.assert(
      fc.property(graph, roleId, userId, (before, role, user) => {
        const withHolder: AccessGraph = { ...before, users: [...before.users.filter((each) => each.id !== user), { id: user, roleIds: [role], groupRoleId: null }] };
        expect(keepsAWayBackIn(withHolder, { kind: 'role-scopes', roleId: role, scopes: [ADMINISTRATION_SCOPE] })).toBe(true);
      }),
    );
  });

  it('giving a user more roles never takes the scope from anybody', () => {
    fc.assert(
      fc.property(graph, userId, roleIds, (before, user, extra) => {
        const current = before.users.find((each) => each.id === user);
        if (!current) return;
        const after = applyAccessChange(before, { kind: 'user-access', userId: user, roleIds: [...current.roleIds, ...extra], groupRoleId: current.groupRoleId });
        const holdersBefore = holdersOf(before, ADMINISTRATION_SCOPE);
        const holdersAfter = holdersOf(after, ADMINISTRATION_SCOPE);
        expect(holdersBefore.every((holder) => holdersAfter.includes(holder))).toBe(true);
      }),
    );
  });

  it('a holder holds the scope through a role of their own or of their group role', () => {
    fc.assert(
      fc.property(graph, (access) => {
        for (const holder of holdersOf(access, ADMINISTRATION_SCOPE)) {
          const user = access.users.find((each) => each.id === holder)!;
          const group = access.groupRoles.find((each) => each.id === user.groupRoleId);
          const reachable = [...user.roleIds, ...(group?.roleIds ?? [])];
          expect(access.roles.some((role) => reachable.includes(role.id) && role.scopes.includes(ADMINISTRATION_SCOPE))).toBe(true);
        }
      }),
    );
  });
});
