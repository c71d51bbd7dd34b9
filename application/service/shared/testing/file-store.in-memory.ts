import type { FileStore } from '../ports';

export class FileStoreInMemory implements FileStore {
  readonly files = new Map<string, Uint8Array>();
  async read(folder: string, name: string) {
    return this.files.get(`${folder}/${name}`);
  }
  async write(folder: string, name: string, bytes: Uint8Array) {
    this.files.set(`${folder}/${name}`, bytes);
  }
  async exists(folder: string, name: string) {
    return this.files.has(`${folder}/${name}`);
  }
  async remove(folder: string, name: string) {
    this.files.delete(`${folder}/${name}`);
  }
}
