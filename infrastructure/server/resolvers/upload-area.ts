import type { UploadRecord } from '../../../application/service/upload-area/ports';
import { albumsOf, uploadsOf } from '../../../application/service/upload-area/uploads';
import { UPLOAD_ALBUM_RULES, UPLOAD_AREA_SCOPE } from '../../../domain/upload-area/upload-albums';
import type { Resolvers, Upload } from '../../graphql/generated/resolvers';
import type { FieldPolicies } from '../graphql/field-policies';
import { iso } from './after-sales-edge';
import { signedIn } from './platform';

const UPLOAD_AREA = { scopes: [UPLOAD_AREA_SCOPE] };

export const uploadAreaPolicies: FieldPolicies = {
  'Query.uploadAlbums': UPLOAD_AREA,
  'Query.uploads': UPLOAD_AREA,
};

function toUpload(record: UploadRecord): Upload {
  return {
    id: record.id,
    album: record.album,
    fileName: record.fileName,
    size: record.size,
    status: record.status,
    progress: record.progress,
    failureReason: record.failureReason,
    rows: record.rowResults.map((result) => ({ row: result.row, frameNumber: result.frameNumber, accepted: result.accepted, column: result.accepted ? null : result.column, reason: result.accepted ? null : result.reason })),
    createdAt: iso(record.createdAt),
    completedAt: record.completedAt ? iso(record.completedAt) : null,
  };
}

export const uploadAreaResolvers: Resolvers = {
  Query: {
    uploadAlbums: (_parent, _args, { principal }) =>
      albumsOf(signedIn(principal)).map((album) => ({ album, extensions: [...UPLOAD_ALBUM_RULES[album].extensions], maxBytes: UPLOAD_ALBUM_RULES[album].maxBytes })),
    uploads: async (_parent, _args, { services, principal }) => (await uploadsOf(services, signedIn(principal))).map(toUpload),
  },
};
