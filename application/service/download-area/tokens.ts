export const DOWNLOAD_AREA_TOKENS = {
  DownloadRequestRepository: Symbol('DownloadRequestRepository'),
  ExportRowSource: Symbol('ExportRowSource'),
} as const;
