import { userError, type UserError } from '../shared/user-error';
import { USER_LIMITATIONS, type UserInput, type UserLimitation } from './user-form';

/**
 * The columns of the spreadsheet that creates many users at once, as its header row names them. roles and sorgs
 * hold several names parted by commas; send_email is yes or no (yes when blank).
 */
export const MASS_USER_COLUMNS = ['email', 'name', 'username', 'language', 'roles', 'group_role', 'sorgs', 'limitation', 'send_email'] as const;
export type MassUserColumn = (typeof MASS_USER_COLUMNS)[number];

/** The most users one spreadsheet may create. */
export const MASS_USER_MAX_ROWS = 500;

/** Names a spreadsheet uses, to the ids they stand for (keys in lower case). */
export interface MassUserLookups {
  languages: ReadonlyMap<string, string>;
  roles: ReadonlyMap<string, string>;
  groupRoles: ReadonlyMap<string, string>;
}

const YES = ['', 'yes', 'y', 'true', '1'];
const NO = ['no', 'n', 'false', '0'];

function list(cell: string | undefined): string[] {
  return (cell ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * One spreadsheet row as a user input, or the cells it cannot read: an unknown language, role, group role or
 * limitation, or a send_email that is neither yes nor no. Field rules proper are checked afterwards, as for a form.
 */
export function readMassUserRow(cells: Readonly<Partial<Record<MassUserColumn, string>>>, lookups: MassUserLookups): { ok: true; value: UserInput } | { ok: false; error: UserError[] } {
  const errors: UserError[] = [];
  const cell = (column: MassUserColumn) => (cells[column] ?? '').trim();
  const languageName = cell('language').toLowerCase();
  const languageId = languageName === '' ? '' : lookups.languages.get(languageName);
  if (languageId === undefined) errors.push(userError('language', 'invalid_choice', { value: cell('language') }));
  const roleIds = list(cell('roles')).map((name) => {
    const id = lookups.roles.get(name.toLowerCase());
    if (id === undefined) errors.push(userError('roles', 'invalid_choice', { value: name }));
    return id ?? '';
  });
  const groupRoleName = cell('group_role');
  const groupRoleId = groupRoleName === '' ? null : (lookups.groupRoles.get(groupRoleName.toLowerCase()) ?? undefined);
  if (groupRoleId === undefined) errors.push(userError('group_role', 'invalid_choice', { value: groupRoleName }));
  const limitationName = cell('limitation').toLowerCase();
  const limitation = limitationName === '' ? null : USER_LIMITATIONS.find((known) => known === limitationName);
  if (limitation === undefined) errors.push(userError('limitation', 'invalid_limitation', { value: cell('limitation') }));
  const sendEmailText = cell('send_email').toLowerCase();
  if (!YES.includes(sendEmailText) && !NO.includes(sendEmailText)) errors.push(userError('send_email', 'invalid_choice', { value: cell('send_email') }));
  if (errors.length > 0) return { ok: false, error: errors };
  return {
    ok: true,
    value: {
      email: cell('email'),
      name: cell('name'),
      username: cell('username'),
      sendEmail: YES.includes(sendEmailText),
      sendEmailWarranty: false,
      isFakeEmail: false,
      languageId: languageId ?? '',
      roleIds,
      groupRoleId: groupRoleId ?? null,
      userAreas: list(cell('sorgs')).map((sorg) => ({ sorg: sorg.toUpperCase(), limitation: (limitation ?? null) as UserLimitation | null, option: null, value: null })),
      contentTargetMarketIds: [],
    },
  };
}

/**
 * The rows (numbered as the spreadsheet numbers them) whose e-mail address or user name repeats one of an earlier
 * row: only the first of a kind may be created.
 */
export function repeatedIdentities(rows: readonly { row: number; email: string; username: string }[]): Map<number, UserError[]> {
  const seenEmail = new Map<string, number>();
  const seenName = new Map<string, number>();
  const repeats = new Map<number, UserError[]>();
  const add = (row: number, error: UserError) => repeats.set(row, [...(repeats.get(row) ?? []), error]);
  for (const { row, email, username } of rows) {
    const emailKey = email.trim().toLowerCase();
    const nameKey = username.trim().toLowerCase();
    const firstEmail = seenEmail.get(emailKey);
    if (emailKey && firstEmail !== undefined) add(row, userError('email', 'repeats_row', { row: firstEmail }));
    else if (emailKey) seenEmail.set(emailKey, row);
    const firstName = seenName.get(nameKey);
    if (nameKey && firstName !== undefined) add(row, userError('username', 'repeats_row', { row: firstName }));
    else if (nameKey) seenName.set(nameKey, row);
  }
  return repeats;
}
