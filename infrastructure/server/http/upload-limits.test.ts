import { describe, expect, it } from 'vitest';
import { MAX_CLAIM_REQUEST_BYTES, MAX_UPLOAD_REQUEST_BYTES, MAX_VISIT_FORM_REQUEST_BYTES, uploadLimitOf } from './upload-limits';

const CREATE_VISIT = 'mutation CreateFormVisit($kind: VisitFormKind!) { createFormVisit(kind: $kind) { message { status } } }';
const persisted = new Map([['visit-id', CREATE_VISIT]]);
const limitOf = (operations: unknown) => uploadLimitOf(JSON.stringify(operations), persisted);

describe('the request limit of a multipart operation', () => {
  it('is the visit form\'s for its mutation, sent as text or by its persisted id', () => {
    expect(limitOf({ query: CREATE_VISIT })).toBe(MAX_VISIT_FORM_REQUEST_BYTES);
    expect(limitOf({ extensions: { persistedQuery: { version: 1, sha256Hash: 'visit-id' } } })).toBe(MAX_VISIT_FORM_REQUEST_BYTES);
    expect(limitOf({ query: 'mutation { updateClaim(id: "1") { message { status } } }' })).toBe(MAX_CLAIM_REQUEST_BYTES);
  });

  it('picks the named operation of a document holding several', () => {
    const document = `${CREATE_VISIT} mutation Pay { uploadPayment(id: "1") { message { status } } }`;
    expect(limitOf({ query: document, operationName: 'CreateFormVisit' })).toBe(MAX_VISIT_FORM_REQUEST_BYTES);
    expect(limitOf({ query: document, operationName: 'Pay' })).toBe(MAX_UPLOAD_REQUEST_BYTES);
    expect(limitOf({ query: document })).toBe(MAX_UPLOAD_REQUEST_BYTES);
  });

  it('stays the default for other mutations, a mix, fragments at the root, queries, batches and what does not parse', () => {
    expect(MAX_VISIT_FORM_REQUEST_BYTES).toBeGreaterThan(MAX_UPLOAD_REQUEST_BYTES);
    expect(limitOf({ query: 'mutation { uploadPayment(id: "1") { message { status } } }' })).toBe(MAX_UPLOAD_REQUEST_BYTES);
    expect(limitOf({ query: 'mutation { createFormVisit(kind: polygon) { message { status } } changeLanguage(languageId: "en") { message { status } } }' })).toBe(MAX_UPLOAD_REQUEST_BYTES);
    expect(limitOf({ query: 'mutation { ...Visit } fragment Visit on Mutation { createFormVisit(kind: polygon) { message { status } } }' })).toBe(MAX_UPLOAD_REQUEST_BYTES);
    expect(limitOf({ query: 'query { createFormVisit }' })).toBe(MAX_UPLOAD_REQUEST_BYTES);
    expect(limitOf([{ query: CREATE_VISIT }])).toBe(MAX_UPLOAD_REQUEST_BYTES);
    expect(limitOf({ extensions: { persistedQuery: { sha256Hash: 'unknown' } } })).toBe(MAX_UPLOAD_REQUEST_BYTES);
    expect(limitOf({ query: 'mutation {' })).toBe(MAX_UPLOAD_REQUEST_BYTES);
    expect(uploadLimitOf('not json', persisted)).toBe(MAX_UPLOAD_REQUEST_BYTES);
  });
});
