/** A file the service serves at a path of its own, downloaded with the session's token. */
export interface DownloadableFile {
  fileName: string;
  downloadUrl: string;
}

/** A file ready to be saved in the browser. */
export interface DownloadedFile {
  fileName: string;
  content: Blob;
}
