export const UPLOAD_AREA_TOKENS = {
  UploadRepository: Symbol('UploadRepository'),
} as const;
