import { describe, expect, it, vi } from 'vitest';
import type { ClaimDraft } from '../../../domain/claims/claim-draft';
import { CLAIM_FILE_MAX_BYTES } from '../../../domain/claims/claim-files';
import { createClaimFilingUseCases } from './claim-filing-use-cases';
import type { UploadProgress } from './claim-filing-ports';
import { ClaimFilingGatewayInMemory, exampleClaimToEdit, ImageCompressorHalving } from './testing/claim-filing-gateway.in-memory';

const photo = (name: string, bytes = 4000) => new File([new Uint8Array(bytes).fill(7)], name, { type: 'image/jpeg' });

const draft = (change: Partial<ClaimDraft> = {}): ClaimDraft => ({
  kind: 'bike',
  articleCode: ' VB-AESL-27-M ',
  frameNumber: 'VLC26C00001',
  qty: 1,
  problemIds: ['frame-crack'],
  customerNotes: '',
  consumer: { name: '', phone: '', email: '', address: '' },
  attached: [],
  ...change,
});

const BIKE_FILES = { invoice: photo('invoice.jpg'), photo1: photo('bike.jpg'), photo2: photo('serial.jpg'), photo3: photo('crack.jpg') };

function given(gateway = new ClaimFilingGatewayInMemory([])) {
  const compressor = new ImageCompressorHalving();
  return { gateway, compressor, useCases: createClaimFilingUseCases({ claimFiling: gateway, imageCompressor: compressor }) };
}

describe('choosing a claim file', () => {
  it('given a photo, when chosen, then the compressed file is kept; a video or a PDF is kept as it is', async () => {
    const { useCases, compressor } = given();
    const compress = vi.spyOn(compressor, 'compress');
    const chosen = await useCases.chooseClaimFile('photo1', photo('bike.jpg', 4000));
    expect(chosen.ok && chosen.value.size).toBe(2000);
    const video = new File([new Uint8Array(3000)], 'ride.mp4', { type: 'video/mp4' });
    const pdf = new File([new Uint8Array(3000)], 'invoice.pdf', { type: 'application/pdf' });
    expect((await useCases.chooseClaimFile('video', video)).ok && video.size).toBe(3000);
    expect(await useCases.chooseClaimFile('invoice', pdf)).toEqual({ ok: true, value: pdf });
    expect(compress).toHaveBeenCalledTimes(1);
  });

  it('given a photo too large before and under the limit after compression, when chosen, then it is taken', async () => {
    const { useCases } = given();
    const chosen = await useCases.chooseClaimFile('photo3', photo('crack.jpg', CLAIM_FILE_MAX_BYTES + 2));
    expect(chosen.ok).toBe(true);
  });

  it('given a name of another kind, when chosen, then refused with the extensions the slot takes, uncompressed', async () => {
    const { useCases, compressor } = given();
    const compress = vi.spyOn(compressor, 'compress');
    const chosen = await useCases.chooseClaimFile('photo4', new File(['text'], 'notes.txt'));
    expect(chosen).toEqual({ ok: false, error: [{ field: ['photo4'], message: 'claim_invalid_file_extension', values: { extensions: 'jpg, jpeg, png, webp' } }] });
    expect(compress).not.toHaveBeenCalled();
  });

  it('given a video over its limit, when chosen, then refused as too large', async () => {
    const { useCases } = given();
    const video = { name: 'ride.mp4', size: 101 * 1024 * 1024 } as File;
    const chosen = await useCases.chooseClaimFile('video', video);
    expect(chosen.ok ? '' : chosen.error[0]!.message).toBe('claim_video_too_large');
  });
});

describe('filing a claim', () => {
  it('given a bike claim without its photos, when filed, then each missing photo is named and nothing is sent', async () => {
    const { useCases, gateway } = given();
    const create = vi.spyOn(gateway, 'create');
    const filed = await useCases.fileClaim({ draft: draft(), files: {} }, {}, () => undefined);
    expect(filed.ok ? [] : filed.error.map((error) => error.message)).toEqual([
      'claim_invoice_photo_required',
      'claim_full_bike_photo_required',
      'claim_serial_number_photo_required',
      'claim_issue_photo_required',
    ]);
    expect(create).not.toHaveBeenCalled();
  });

  it('given a bike article on the parts form, when filed, then sent to the bike form', async () => {
    const { useCases } = given();
    const filed = await useCases.fileClaim({ draft: draft({ kind: 'paa', frameNumber: '' }), files: { photo1: photo('part.jpg') } }, { article: { category: 'bike', brand: 'Velocita' } }, () => undefined);
    expect(filed.ok ? [] : filed.error.map((error) => error.message)).toEqual(['claim_article_is_bike']);
  });

  it('given a complete claim, when filed, then the trimmed claim is sent with its files and the upload reports its bytes', async () => {
    const { useCases, gateway } = given();
    const progress: UploadProgress[] = [];
    const filed = await useCases.fileClaim({ draft: draft(), files: BIKE_FILES }, {}, (step) => progress.push(step));
    expect(filed.ok && filed.value.articleCode).toBe('VB-AESL-27-M');
    expect(filed.ok && filed.value.files.map((file) => file.slot)).toEqual(['invoice', 'photo1', 'photo2', 'photo3']);
    expect(progress.at(-1)).toEqual({ currentBytes: 16000, maxBytes: 16000 });
    expect(gateway.claims).toHaveLength(1);
  });

  it('given a stored claim with its photos, when changed without new files, then the stored files count and it is updated', async () => {
    const before = exampleClaimToEdit();
    const { useCases, gateway } = given(new ClaimFilingGatewayInMemory([before]));
    const filed = await useCases.fileClaim({ draft: draft({ customerNotes: 'Now also creaks.' }), files: {} }, {}, () => undefined, before);
    expect(filed.ok && filed.value.customerNotes).toBe('Now also creaks.');
    expect(gateway.claims).toHaveLength(1);
  });

  it('given the service refuses or does not answer, when filed, then its refusal or the failure is the message', async () => {
    const { useCases, gateway } = given();
    expect(await useCases.fileClaim({ draft: draft({ articleCode: 'VB-NOPE' }), files: BIKE_FILES }, {}, () => undefined)).toEqual({
      ok: false,
      error: [{ field: ['articleCode'], message: 'article_not_found', values: {} }],
    });
    vi.spyOn(gateway, 'create').mockRejectedValue(new Error('offline'));
    expect(await useCases.fileClaim({ draft: draft(), files: BIKE_FILES }, {}, () => undefined)).toEqual({ ok: false, error: [{ field: [], message: 'failed_save_claim', values: {} }] });
  });
});
