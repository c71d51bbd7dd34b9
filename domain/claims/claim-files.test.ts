import { describe, expect, it } from 'vitest';
import { CLAIM_FILE_MAX_BYTES, CLAIM_VIDEO_MAX_BYTES, checkClaimFileChoice, checkClaimFileUpload, claimFileTypeOf } from './claim-files';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const pdf = new TextEncoder().encode('%PDF-1.7\n');
const mp4 = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypmp42')]);

describe('claim files', () => {
  it('knows a file by its first bytes', () => {
    expect(claimFileTypeOf(png)).toBe('png');
    expect(claimFileTypeOf(pdf)).toBe('pdf');
    expect(claimFileTypeOf(mp4)).toBe('mp4');
    expect(claimFileTypeOf(new TextEncoder().encode('<svg></svg>'))).toBeNull();
  });

  it('refuses a name whose extension the slot does not take', () => {
    expect(checkClaimFileChoice('photo1', { name: 'bike.pdf', size: 10 })?.message).toBe('claim_invalid_file_extension');
    expect(checkClaimFileChoice('invoice', { name: 'invoice.PDF', size: 10 })).toBeNull();
  });

  it('names the video and the other files over their limits', () => {
    expect(checkClaimFileChoice('video', { name: 'noise.mp4', size: CLAIM_VIDEO_MAX_BYTES + 1 })).toMatchObject({ message: 'claim_video_too_large', values: { maxMegabytes: '100' } });
    expect(checkClaimFileChoice('photo2', { name: 'serial.jpg', size: CLAIM_FILE_MAX_BYTES + 1 })).toMatchObject({ message: 'claim_file_too_large', values: { maxMegabytes: '10' } });
  });

  it('refuses content the slot does not take whatever the name says', () => {
    expect(checkClaimFileUpload('photo1', { name: 'bike.jpg', bytes: pdf })).toMatchObject({ ok: false, error: [{ message: 'claim_file_content_not_allowed' }] });
    expect(checkClaimFileUpload('invoice', { name: 'invoice.pdf', bytes: pdf })).toEqual({ ok: true, value: 'pdf' });
    expect(checkClaimFileUpload('photo1', { name: 'bike.jpg', bytes: png })).toEqual({ ok: true, value: 'png' });
  });
});
