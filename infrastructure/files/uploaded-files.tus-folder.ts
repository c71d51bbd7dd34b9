import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { UploadedFiles } from '../../application/service/upload-area/ports';

/** The ids tus gives uploads: 32 hexadecimal digits, so an id never names a path outside the folder. */
export const TUS_UPLOAD_ID = /^[0-9a-f]{32}$/;

/** The completed uploads tus (@tus/file-store) keeps in its folder: the bytes under the id, its metadata beside them. */
export class UploadedFilesTusFolder implements UploadedFiles {
  readonly folder: string;

  constructor(folder: string) {
    this.folder = resolve(folder);
  }

  async read(id: string): Promise<Uint8Array | undefined> {
    if (!TUS_UPLOAD_ID.test(id)) return undefined;
    try {
      return await readFile(join(this.folder, id));
    } catch {
      return undefined;
    }
  }

  async remove(id: string): Promise<void> {
    if (!TUS_UPLOAD_ID.test(id)) return;
    await rm(join(this.folder, id), { force: true });
    await rm(join(this.folder, `${id}.json`), { force: true });
  }
}
