import type { DetailedError } from 'tus-js-client';
import type { TokenStore } from '../../../application/portal/session/ports';
import type { ResumableUpload, UploadAlbumOffer, UploadAreaGateway, UploadAreaUpload, UploadListener } from '../../../application/portal/upload-area/ports';
import type { AccountBikeRowError } from '../../../domain/upload-area/account-bike-sheet';
import type { UploadAlbum } from '../../../domain/upload-area/upload-albums';
import { UploadAlbumsDocument, UploadsDocument, type UploadFieldsFragment } from '../../graphql/generated/client/graphql';
import type { GraphqlClient } from '../graphql-client';

/** Bytes per PATCH request: small enough that a dropped connection loses little, large enough to keep requests few. */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;
/** Waits before each retry of a failed request, in milliseconds; when they run out the upload stops and can be resumed. */
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000];

const toUpload = (upload: UploadFieldsFragment): UploadAreaUpload => ({
  ...upload,
  failureReason: upload.failureReason ?? null,
  completedAt: upload.completedAt ?? null,
  rows: upload.rows.map((row) => ({ ...row, column: row.column ?? null, reason: (row.reason ?? null) as AccountBikeRowError | null })),
});

/** The service's reason for refusing, when its answer is a dictionary key. */
function refusalOf(error: Error, detailedError: typeof DetailedError): string | null {
  const body = error instanceof detailedError ? error.originalResponse?.getBody() : undefined;
  return body && /^[a-z_]+$/.test(body.trim()) ? body.trim() : null;
}

/**
 * The upload area over the service's GraphQL operations, and its files sent resumably with tus (tus-js-client) to
 * /api/upload-area under the session's current token. A file the browser already began sending resumes where the
 * service's copy ends, even after the page was reloaded.
 */
export class UploadAreaGatewayGraphql implements UploadAreaGateway {
  constructor(
    private readonly graphql: GraphqlClient,
    private readonly tokens: TokenStore,
    private readonly apiBaseUrl: string,
  ) {}

  async albums(): Promise<UploadAlbumOffer[]> {
    return (await this.graphql.request(UploadAlbumsDocument, {})).uploadAlbums;
  }

  async list(): Promise<UploadAreaUpload[]> {
    return (await this.graphql.request(UploadsDocument, {})).uploads.map(toUpload);
  }

  /** tus-js-client loads with the first file sent, so that no other page downloads it. */
  upload(file: File, album: UploadAlbum, listener: UploadListener): ResumableUpload {
    const started = import('tus-js-client').then(async ({ DetailedError: detailedError, Upload }) => {
      const upload = new Upload(file, {
        endpoint: `${this.apiBaseUrl}/api/upload-area`,
        chunkSize: UPLOAD_CHUNK_BYTES,
        retryDelays: RETRY_DELAYS_MS,
        metadata: { album, filename: file.name },
        removeFingerprintOnSuccess: true,
        onBeforeRequest: (request) => {
          request.setHeader('Authorization', `Bearer ${this.tokens.read() ?? ''}`);
        },
        onProgress: (currentBytes, maxBytes) => listener.onProgress({ currentBytes, maxBytes }),
        onSuccess: () => listener.onSuccess(),
        onError: (error) => listener.onError(refusalOf(error, detailedError)),
      });
      const [previous] = await upload.findPreviousUploads();
      if (previous) upload.resumeFromPreviousUpload(previous);
      upload.start();
      return upload;
    });
    // A library that could not be loaded fails the upload as a lost connection would: it can be tried again.
    started.catch(() => listener.onError(null));
    return {
      pause: () => started.then((upload) => upload.abort(), () => undefined),
      resume: () => void started.then((upload) => upload.start(), () => undefined),
    };
  }
}
