import type { KeyValueStore } from '../../../application/portal/shell/ports';

/** The KeyValueStore over a Web Storage (localStorage); a storage that refuses writes (full, private mode) is ignored. */
export class KeyValueStoreWebStorage implements KeyValueStore {
  constructor(private readonly storage: Storage) {}

  read(key: string): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }

  write(key: string, value: string): void {
    try {
      this.storage.setItem(key, value);
    } catch (error) {
      console.warn(`could not keep ${key} in the browser`, error);
    }
  }

  remove(key: string): void {
    try {
      this.storage.removeItem(key);
    } catch {
      // Nothing kept, nothing to remove.
    }
  }
}
