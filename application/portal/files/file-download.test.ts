import { describe, expect, it } from 'vitest';
import { attemptDownload } from './file-download';

describe('attempt a download', () => {
  it('given the file arrives, then it is answered to be saved', async () => {
    const file = { fileName: 'transfer receipt.png', content: new Blob(['png']) };
    expect(await attemptDownload(async () => file)).toEqual({ ok: true, file });
  });

  it('given the download throws, then it is answered as failed rather than thrown', async () => {
    expect(await attemptDownload(async () => Promise.reject(new Error('download answered 404')))).toEqual({ ok: false });
  });
});
