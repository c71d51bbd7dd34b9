/** The time in the browser, in milliseconds since the epoch; tests and end-to-end runs move it. */
export interface Clock {
  now(): number;
}

/** Small string values the browser keeps between visits (localStorage); reads answer null when nothing is kept. */
export interface KeyValueStore {
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
}

/** The service says it is under maintenance (spec 000 §8): a signed-in session has ended, with the text to show. */
export interface MaintenanceNotices {
  onMaintenance(listener: (message: string | null) => void): () => void;
}
