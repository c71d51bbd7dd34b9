import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FileStore } from '../../application/service/shared/ports';

const PLAIN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Keeps files in a local folder, one sub-folder per store folder. Folder and file names must be plain names
 * (no separators, no leading dot), and the resolved path must stay inside the root, so no name reaches
 * another place on disk.
 */
export class FileStoreLocalFolder implements FileStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(folder: string, name: string): string {
    if (!PLAIN_NAME.test(folder) || !PLAIN_NAME.test(name) || name.includes('..') || folder.includes('..')) {
      throw new Error(`unsafe file store path ${JSON.stringify(`${folder}/${name}`)}`);
    }
    const path = join(this.root, folder, name);
    if (!path.startsWith(`${this.root}${sep}`)) throw new Error('file store path leaves its root');
    return path;
  }

  async read(folder: string, name: string): Promise<Uint8Array | undefined> {
    try {
      return await readFile(this.pathOf(folder, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
      throw error;
    }
  }

  async write(folder: string, name: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(folder, name);
    await mkdir(dirname(path), { recursive: true });
    // Written beside the target and renamed, so a reader never sees half a file.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, path);
  }

  async exists(folder: string, name: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(folder, name))).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  async remove(folder: string, name: string): Promise<void> {
    await rm(this.pathOf(folder, name), { force: true });
  }
}
