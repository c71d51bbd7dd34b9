import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import type { MiddlewareHandler } from 'hono';
import { CLAIM_ADDITIONAL_DOC_SLOTS, CLAIM_FILE_MAX_BYTES, CLAIM_PHOTO_SLOTS, CLAIM_VIDEO_MAX_BYTES } from '../../../domain/claims/claim-files';
import { VISIT_PHOTO_MAX_BYTES } from '../../../domain/visit-forms/visit-form';
import { MAX_PAYMENT_DOCUMENT_BYTES } from '../../../application/service/payments/payment-documents';

/** Room for the operation, the file map and the form's own framing beside the files. */
const FRAMING_BYTES = 256 * 1024;

/**
 * The most a multipart GraphQL request may carry when its operation has no limit of its own: the largest payment
 * document and the framing. A larger body is refused with 413 before it is read into memory.
 */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_PAYMENT_DOCUMENT_BYTES + FRAMING_BYTES;

/**
 * A visit form's request: two photos at the largest the rule allows (one shop and one display photo, the least a
 * form needs), so the spec's 100 MB photo goes through while the whole form stays bounded (docs/decisions.md).
 */
export const MAX_VISIT_FORM_REQUEST_BYTES = 2 * VISIT_PHOTO_MAX_BYTES + FRAMING_BYTES;

/** A claim's request: every slot filled at its largest, the video and the invoice, ID card, photos and documents. */
export const MAX_CLAIM_REQUEST_BYTES = CLAIM_VIDEO_MAX_BYTES + (2 + CLAIM_PHOTO_SLOTS.length + CLAIM_ADDITIONAL_DOC_SLOTS.length) * CLAIM_FILE_MAX_BYTES + FRAMING_BYTES;

/** The mutations that take larger files than the default, with the most one request of theirs may carry. */
export const UPLOAD_LIMITS_BY_FIELD: Readonly<Record<string, number>> = {
  createFormVisit: MAX_VISIT_FORM_REQUEST_BYTES,
  updateFormVisit: MAX_VISIT_FORM_REQUEST_BYTES,
  createClaimBike: MAX_CLAIM_REQUEST_BYTES,
  createClaimPaa: MAX_CLAIM_REQUEST_BYTES,
  updateClaim: MAX_CLAIM_REQUEST_BYTES,
};

/** How far into the body the operations part must end (graphql-multipart-request-spec puts it first). */
const OPERATIONS_PART_MAX_BYTES = FRAMING_BYTES;

interface OperationsField {
  query?: unknown;
  operationName?: unknown;
  extensions?: { persistedQuery?: { sha256Hash?: unknown } };
}

/**
 * The limit of the operation a multipart body announces: the larger limit only when every root field of the
 * operation has one (an operation mixing an ordinary field gets the default), else the default.
 */
export function uploadLimitOf(operationsJson: string, persisted: ReadonlyMap<string, string>): number {
  let field: OperationsField;
  try {
    field = JSON.parse(operationsJson) as OperationsField;
  } catch {
    return MAX_UPLOAD_REQUEST_BYTES;
  }
  if (field === null || typeof field !== 'object' || Array.isArray(field)) return MAX_UPLOAD_REQUEST_BYTES;
  const persistedId = field.extensions?.persistedQuery?.sha256Hash;
  const text = typeof field.query === 'string' ? field.query : typeof persistedId === 'string' ? persisted.get(persistedId) : undefined;
  if (!text) return MAX_UPLOAD_REQUEST_BYTES;
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(text).definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  } catch {
    return MAX_UPLOAD_REQUEST_BYTES;
  }
  const operation = typeof field.operationName === 'string' ? operations.find((candidate) => candidate.name?.value === field.operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation || operation.operation !== 'mutation') return MAX_UPLOAD_REQUEST_BYTES;
  const limits = operation.selectionSet.selections.map((selection) => (selection.kind === Kind.FIELD ? UPLOAD_LIMITS_BY_FIELD[selection.name.value] : undefined));
  if (limits.some((limit) => limit === undefined)) return MAX_UPLOAD_REQUEST_BYTES;
  return Math.max(...(limits as number[]));
}

/** The text of the first part of a multipart body, when it is the operations field and ends within the bytes read. */
function operationsPartOf(head: Uint8Array, boundary: string): string | undefined {
  const text = Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString('latin1');
  const start = text.indexOf(`--${boundary}\r\n`);
  const headersEnd = text.indexOf('\r\n\r\n', start);
  const end = text.indexOf(`\r\n--${boundary}`, headersEnd);
  if (start !== 0 || headersEnd < 0 || end < 0) return undefined;
  if (!/name="operations"/i.test(text.slice(start, headersEnd))) return undefined;
  return Buffer.from(text.slice(headersEnd + 4, end), 'latin1').toString('utf8');
}

/** A stream that gives the bytes already read first, then the rest of the body as it arrives. */
function replayed(head: Uint8Array, rest: ReadableStreamDefaultReader<Uint8Array>): ReadableStream<Uint8Array> {
  let headSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headSent) {
        headSent = true;
        controller.enqueue(head);
        return;
      }
      const { done, value } = await rest.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => rest.cancel(reason),
  });
}

function concatenated(chunks: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const refuseTooLarge = { error: 'payload_too_large' } as const;

/**
 * Limits multipart GraphQL requests by their declared length: the default for any operation, a larger one for the
 * operations of {@link UPLOAD_LIMITS_BY_FIELD}. Only a body over the default is looked into, and only its first
 * part (the operations field) is read before the limit is known; the request then goes on with the bytes read
 * put back in front of the rest. The node server reads no more than the declared length.
 */
export function limitUploads(persisted: ReadonlyMap<string, string>): MiddlewareHandler {
  return async (c, next) => {
    const contentType = c.req.header('content-type') ?? '';
    if (!contentType.toLowerCase().startsWith('multipart/')) return next();
    const declared = Number(c.req.header('content-length') ?? 'NaN');
    if (!Number.isFinite(declared)) return c.json({ error: 'length_required' }, 411);
    if (declared <= MAX_UPLOAD_REQUEST_BYTES) return next();
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    const body = c.req.raw.body;
    if (!boundary || !body) return c.json(refuseTooLarge, 413, { connection: 'close' });
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let operations: string | undefined;
    for (let read = 0; operations === undefined && read < OPERATIONS_PART_MAX_BYTES; ) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      read += value.byteLength;
      operations = operationsPartOf(concatenated(chunks), boundary);
    }
    if (operations === undefined || declared > uploadLimitOf(operations, persisted)) {
      await reader.cancel().catch(() => undefined);
      return c.json(refuseTooLarge, 413, { connection: 'close' });
    }
    c.req.raw = new Request(c.req.raw.url, {
      method: c.req.raw.method,
      headers: c.req.raw.headers,
      body: replayed(concatenated(chunks), reader),
      duplex: 'half',
      signal: c.req.raw.signal,
    } as RequestInit);
    return next();
  };
}
