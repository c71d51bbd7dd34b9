/** The current instant; use-cases never read the system clock themselves. */
export interface Clock {
  now(): Date;
}

/** Binary files kept outside the database (banner images, later claim photos and receipts), by folder and name. */
export interface FileStore {
  /** The bytes of the file, or undefined when there is none. */
  read(folder: string, name: string): Promise<Uint8Array | undefined>;
  write(folder: string, name: string, bytes: Uint8Array): Promise<void>;
  exists(folder: string, name: string): Promise<boolean>;
  /** Removes the file; nothing happens when there is none. */
  remove(folder: string, name: string): Promise<void>;
}
