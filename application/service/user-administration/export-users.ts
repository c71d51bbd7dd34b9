import type { Principal } from '../auth/ports';
import type { SpreadsheetWriter } from '../orders/ports';
import { serviceTextsFor, type Reader, type ServiceTextsDeps } from '../shared/service-texts';
import { listUsers, USER_LIST_MAX_LIMIT, type UserAdministrationDeps, type UserListRequest } from './user-administration';

/** The most users one export holds. */
export const USER_EXPORT_MAX_ROWS = 10_000;

/**
 * The Excel export of the user list (GET /api/admin/users/download-excel): the users the list's filters find within
 * the administrator's sales organisations, every page of them, with headers in the reader's language.
 */
export async function exportUsers(
  deps: UserAdministrationDeps & ServiceTextsDeps & { spreadsheets: SpreadsheetWriter },
  principal: Principal,
  reader: Reader,
  filters: Omit<UserListRequest, 'page' | 'limit'>,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const texts = await serviceTextsFor(deps, reader);
  const users = [];
  for (let page = 1; users.length < USER_EXPORT_MAX_ROWS; page++) {
    const found = await listUsers(deps, principal, { ...filters, page, limit: USER_LIST_MAX_LIMIT });
    users.push(...found.users);
    if (page >= found.info.pageTotal) break;
  }
  const yesNo = (value: boolean) => texts.message(value ? 'user_export_yes' : 'user_export_no');
  const bytes = await deps.spreadsheets.workbook({
    sheetName: texts.message('user_export_sheet_name'),
    title: texts.message('user_export_title', { count: users.length }),
    columns: [
      { key: 'username', header: texts.message('user_export_username'), kind: 'text', width: 20 },
      { key: 'name', header: texts.message('user_export_name'), kind: 'text', width: 28 },
      { key: 'email', header: texts.message('user_export_email'), kind: 'text', width: 32 },
      { key: 'language', header: texts.message('user_export_language'), kind: 'text', width: 18 },
      { key: 'roles', header: texts.message('user_export_roles'), kind: 'text', width: 28 },
      { key: 'groupRole', header: texts.message('user_export_group_role'), kind: 'text', width: 20 },
      { key: 'sorgs', header: texts.message('user_export_sorgs'), kind: 'text', width: 24 },
      { key: 'sendEmail', header: texts.message('user_export_send_email'), kind: 'text', width: 12 },
    ],
    rows: users.map((user) => ({
      username: user.username,
      name: user.name,
      email: user.email,
      language: user.language.description,
      roles: user.roles.map((role) => role.description).join(', '),
      groupRole: user.groupRole?.description ?? null,
      sorgs: user.userAreas.map((area) => (area.limitation ? `${area.sorg} (${area.limitation})` : area.sorg)).join(', '),
      sendEmail: yesNo(user.sendEmail),
    })),
  });
  return { fileName: 'users.xlsx', bytes };
}
