import { describe, expect, it } from 'vitest';
import { accountBikeSheetError, judgeAccountBikeSheet, normaliseCustomerCode, sheetCustomerCodes, sheetFrameNumbers, type AccountBikeFacts } from './account-bike-sheet';

const FACTS: AccountBikeFacts = {
  customerIds: new Map([['0000100001', 'dealer-a']]),
  frames: new Map([
    ['VLC1', { customerId: 'dealer-a', brand: 'Velocita', articleName: 'Tempo' }],
    ['VLC2', { customerId: 'dealer-b', brand: 'Velocita', articleName: 'Rapid' }],
  ]),
};
const row = (number: number, customerCode: string | number | null, frameNumber: string | null, usage: string | null) => ({ row: number, cells: { customerCode, frameNumber, usage } });

describe('account bike sheet', () => {
  it('accepts a delivered frame of a reachable dealer, with the brand and model the brand knows', () => {
    const verdict = judgeAccountBikeSheet([row(2, 100001, ' vlc1 ', 'Rental')], FACTS);
    expect(verdict.rows).toEqual([{ row: 2, frameNumber: 'VLC1', accepted: true }]);
    expect(verdict.accepted).toEqual([{ customerId: 'dealer-a', brand: 'Velocita', frameNumber: 'VLC1', articleName: 'Tempo', usage: 'rental' }]);
  });

  it.each([
    [row(2, '', 'VLC1', 'demo'), 'customerCode', 'required'],
    [row(2, '0000100001', null, 'demo'), 'frameNumber', 'required'],
    [row(2, '0000100001', 'VLC1', ''), 'usage', 'required'],
    [row(2, '0000100001', 'V'.repeat(31), 'demo'), 'frameNumber', 'frame_number_too_long'],
    [row(2, '0000100009', 'VLC1', 'demo'), 'customerCode', 'upload_customer_unknown'],
    [row(2, '0000100001', 'VLC2', 'demo'), 'frameNumber', 'frame_not_found'],
    [row(2, '0000100001', 'NONE', 'demo'), 'frameNumber', 'frame_not_found'],
    [row(2, '0000100001', 'VLC1', 'sold'), 'usage', 'upload_usage_invalid'],
  ])('refuses %o on %s with %s', (sheetRow, column, reason) => {
    expect(judgeAccountBikeSheet([sheetRow], FACTS).rows[0]).toMatchObject({ accepted: false, column, reason });
  });

  it('refuses the second row of one frame', () => {
    const verdict = judgeAccountBikeSheet([row(2, '0000100001', 'VLC1', 'demo'), row(3, '0000100001', 'vlc1', 'rental')], FACTS);
    expect(verdict.rows[1]).toMatchObject({ row: 3, accepted: false, reason: 'upload_duplicate_row' });
    expect(verdict.accepted).toHaveLength(1);
  });

  it('refuses a sheet without its columns, without rows, or with too many rows', () => {
    expect(accountBikeSheetError(['customerCode', 'frameNumber'], [row(2, '1', 'VLC1', 'demo')])).toBe('upload_sheet_columns_missing');
    expect(accountBikeSheetError(['CustomerCode', 'FRAMENUMBER', 'usage'], [])).toBe('upload_sheet_empty');
    expect(accountBikeSheetError(['customerCode', 'frameNumber', 'usage'], Array.from({ length: 5_001 }, (_, index) => row(index + 2, '1', 'VLC1', 'demo')))).toBe('upload_sheet_too_long');
    expect(accountBikeSheetError(['customerCode', 'frameNumber', 'usage', 'notes'], [row(2, '1', 'VLC1', 'demo')])).toBeNull();
  });

  it('names each customer code and frame number once, normalised', () => {
    const rows = [row(2, 100001, 'vlc1', 'demo'), row(3, '0000100001', 'VLC1 ', 'demo'), row(4, null, '', 'demo')];
    expect(sheetCustomerCodes(rows)).toEqual(['0000100001']);
    expect(sheetFrameNumbers(rows)).toEqual(['VLC1']);
    expect(normaliseCustomerCode('us20000001')).toBe('US20000001');
  });
});
