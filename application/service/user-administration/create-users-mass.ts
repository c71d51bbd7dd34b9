import { MASS_USER_COLUMNS, MASS_USER_MAX_ROWS, readMassUserRow, repeatedIdentities } from '../../../domain/user-administration/mass-user-rows';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError, type UserError } from '../../../domain/shared/user-error';
import type { Principal } from '../auth/ports';
import type { SpreadsheetReader } from '../shared/ports';
import { createUser, type UserAdministrationDeps } from './user-administration';

/** The largest spreadsheet accepted, in bytes. */
export const MASS_USER_MAX_BYTES = 2 * 1024 * 1024;

export interface MassCreationReport {
  created: { row: number; id: string; username: string }[];
  refusedRows: { row: number; errors: readonly UserError[] }[];
}

/**
 * createUsers: one user per spreadsheet row. Each row is checked as the create form is and created whole (user,
 * roles, areas, audit entry in one transaction) or not at all; the rows that are refused are reported with their
 * errors and the others are created.
 */
export async function createUsersMass(
  deps: UserAdministrationDeps & { spreadsheetReader: SpreadsheetReader },
  principal: Principal,
  file: { bytes: Uint8Array },
): Promise<Result<MassCreationReport>> {
  if (file.bytes.byteLength > MASS_USER_MAX_BYTES) return refused(userError('file', 'file_too_large'));
  const sheet = await deps.spreadsheetReader.read(file.bytes, MASS_USER_COLUMNS);
  if (!sheet) return refused(userError('file', 'spreadsheet_unreadable'));
  const rows = sheet.rows.map(({ row, cells }) => ({ row, cells: Object.fromEntries(MASS_USER_COLUMNS.map((column) => [column, String(cells[column] ?? '').trim()])) }));
  const filled = rows.filter((row) => Object.values(row.cells).some((cell) => cell.trim() !== ''));
  if (filled.length === 0) return refused(userError('file', 'spreadsheet_empty'));
  if (filled.length > MASS_USER_MAX_ROWS) return refused(userError('file', 'spreadsheet_too_many_rows', { max: MASS_USER_MAX_ROWS }));

  const choices = await deps.userAdministration.choices();
  const byName = (list: { id: string; description: string }[]) => new Map(list.flatMap((item) => [[item.description.toLowerCase(), item.id] as const, [item.id.toLowerCase(), item.id] as const]));
  const lookups = { languages: byName(choices.languages), roles: byName(choices.roles), groupRoles: byName(choices.groupRoles) };
  const repeats = repeatedIdentities(filled.map((row) => ({ row: row.row, email: row.cells.email ?? '', username: row.cells.username ?? '' })));

  const report: MassCreationReport = { created: [], refusedRows: [] };
  for (const { row, cells } of filled) {
    const read = readMassUserRow(cells, lookups);
    const repeated = repeats.get(row) ?? [];
    if (!read.ok || repeated.length > 0) {
      report.refusedRows.push({ row, errors: [...(read.ok ? [] : read.error), ...repeated] });
      continue;
    }
    const created = await createUser(deps, principal, read.value);
    if (created.ok) report.created.push({ row, id: created.value.id, username: created.value.username });
    else report.refusedRows.push({ row, errors: created.error });
  }
  return ok(report);
}
