import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import type { Hono } from 'hono';
import type { Principal } from '../../../application/service/auth/ports';
import { completeUpload, ownUpload, startUpload } from '../../../application/service/upload-area/uploads';
import { meetsScopeRequirement } from '../../../domain/access/scopes';
import { UPLOAD_ABANDONED_AFTER_MS, UPLOAD_AREA_SCOPE, UPLOAD_MAX_BYTES } from '../../../domain/upload-area/upload-albums';
import { TUS_UPLOAD_ID } from '../../files/uploaded-files.tus-folder';
import type { ServerServices } from '../server-services';
import { principalFromAuthorization } from './bearer';

const UPLOAD_PATH = '/api/upload-area';

/** A refusal tus answers with: the status and the dictionary key as the body. */
const refusal = (status_code: number, body: string) => ({ status_code, body });

async function uploader(services: ServerServices, authorization: string | null | undefined): Promise<Principal | undefined> {
  const principal = await principalFromAuthorization(services, authorization ?? undefined);
  return principal && meetsScopeRequirement(principal.scopes, [UPLOAD_AREA_SCOPE]) ? principal : undefined;
}

/**
 * The upload area's resumable uploads (tus 1.0 with @tus/server, bytes in `folder` with @tus/file-store):
 * POST /api/upload-area creates an upload (metadata `album` and `filename`, the size known up front), PATCH and
 * HEAD /api/upload-area/{id} send bytes and ask the offset to resume from. Every request carries the bearer token:
 * 401 without a valid one, 403 without the area's scope, 404 for an unknown or another user's upload. A completed
 * upload is queued for its album's processing.
 */
export function mountUploadAreaRoutes(app: Hono<{ Variables: { requestId: string } }>, services: ServerServices, folder: string): void {
  const tus = new TusServer({
    path: UPLOAD_PATH,
    // The limit tells clients when an upload expires (Upload-Expires) and refuses to resume one past it (410). The
    // removal is the upload area's scheduled sweep, not the store's deleteExpired(): the store's metadata keeps the
    // offset it was created with, so that would also remove finished uploads still waiting for processing.
    datastore: new FileStore({ directory: folder, expirationPeriodInMilliseconds: UPLOAD_ABANDONED_AFTER_MS }),
    relativeLocation: true,
    maxSize: UPLOAD_MAX_BYTES,
    onUploadCreate: async (request, upload) => {
      const principal = await uploader(services, request.headers.get('authorization'));
      if (!principal) throw refusal(401, 'unauthenticated');
      if (upload.size === undefined) throw refusal(400, 'upload_file_empty');
      const started = await startUpload(services, principal, { id: upload.id, album: upload.metadata?.album ?? '', fileName: upload.metadata?.filename ?? '', size: upload.size });
      if (!started.ok) throw refusal(started.error === 'upload_file_too_large' ? 413 : 400, started.error);
      return {};
    },
    onUploadFinish: async (_request, upload) => {
      await completeUpload(services, upload.id);
      return {};
    },
  });

  const handle = async (request: Request, id: string | undefined) => {
    const principal = await principalFromAuthorization(services, request.headers.get('authorization') ?? undefined);
    if (!principal) return Response.json({ error: 'unauthenticated' }, { status: 401 });
    if (!meetsScopeRequirement(principal.scopes, [UPLOAD_AREA_SCOPE])) return Response.json({ error: 'forbidden' }, { status: 403 });
    if (id !== undefined && (!TUS_UPLOAD_ID.test(id) || !(await ownUpload(services, principal, id)))) return Response.json({ error: 'not_found' }, { status: 404 });
    return tus.handleWeb(request);
  };
  app.all(UPLOAD_PATH, (c) => handle(c.req.raw, undefined));
  app.all(`${UPLOAD_PATH}/:id`, (c) => handle(c.req.raw, c.req.param('id')));
}
