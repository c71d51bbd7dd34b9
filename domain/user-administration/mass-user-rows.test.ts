import { describe, expect, it } from 'vitest';
import { userError } from '../shared/user-error';
import { readMassUserRow, repeatedIdentities } from './mass-user-rows';

const lookups = {
  languages: new Map([['en-us', 'en-us']]),
  roles: new Map([
    ['dealer', 'r-dealer'],
    ['salesman', 'r-sales'],
  ]),
  groupRoles: new Map([['dealers', 'g-dealers']]),
};

describe('mass user rows', () => {
  it('reads a row into a user input, names turned into ids', () => {
    const row = readMassUserRow({ email: 'a@x.io', name: 'Ann', username: 'ann', language: 'EN-US', roles: 'dealer, Salesman', group_role: 'Dealers', sorgs: 'id01', limitation: 'salesman', send_email: 'no' }, lookups);
    expect(row).toEqual({
      ok: true,
      value: {
        email: 'a@x.io',
        name: 'Ann',
        username: 'ann',
        sendEmail: false,
        sendEmailWarranty: false,
        isFakeEmail: false,
        languageId: 'en-us',
        roleIds: ['r-dealer', 'r-sales'],
        groupRoleId: 'g-dealers',
        userAreas: [{ sorg: 'ID01', limitation: 'salesman', option: null, value: null }],
        contentTargetMarketIds: [],
      },
    });
  });

  it('names every cell it cannot read', () => {
    const row = readMassUserRow({ email: 'a@x.io', language: 'xx', roles: 'pilot', group_role: 'Nobody', limitation: 'boss', send_email: 'maybe' }, lookups);
    expect(row).toEqual({
      ok: false,
      error: [
        userError('language', 'invalid_choice', { value: 'xx' }),
        userError('roles', 'invalid_choice', { value: 'pilot' }),
        userError('group_role', 'invalid_choice', { value: 'Nobody' }),
        userError('limitation', 'invalid_limitation', { value: 'boss' }),
        userError('send_email', 'invalid_choice', { value: 'maybe' }),
      ],
    });
  });

  it('marks the later rows that repeat an e-mail address or user name', () => {
    const repeats = repeatedIdentities([
      { row: 2, email: 'a@x.io', username: 'ann' },
      { row: 3, email: 'A@x.io', username: 'bob' },
      { row: 4, email: 'c@x.io', username: 'ANN' },
    ]);
    expect([...repeats.entries()]).toEqual([
      [3, [userError('email', 'repeats_row', { row: 2 })]],
      [4, [userError('username', 'repeats_row', { row: 2 })]],
    ]);
  });
});
