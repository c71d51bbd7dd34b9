import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ApiClient } from './api-client';
import type { UploadProgressListener } from './upload-progress-fetch';

/** Thrown when a GraphQL answer carries no data, whatever its errors say (spec 000 §8). */
export const NO_DATA_MESSAGE = 'graphql return no data';

interface GraphqlAnswer<TResult> {
  data?: TResult | null;
  errors?: { message: string }[];
}

/** A file among an operation's variables, at its path in the multipart map ("variables.file"). */
interface VariableFile {
  path: string;
  file: Blob;
}

/** The variables with each file replaced by null, and the files with their paths (graphql-multipart-request-spec). */
function withoutFiles(value: unknown, path: string, files: VariableFile[]): unknown {
  if (value instanceof Blob) {
    files.push({ path, file: value });
    return null;
  }
  if (Array.isArray(value)) return value.map((item, index) => withoutFiles(item, `${path}.${index}`, files));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutFiles(item, `${path}.${key}`, files)]));
  }
  return value;
}

function fileName(file: Blob): string {
  const name = (file as { name?: unknown }).name;
  return typeof name === 'string' && name !== '' ? name : 'upload';
}

/** What codegen leaves of an operation in the portal's code: the id under which the service knows its text. */
interface PersistedDocument {
  __meta__: { hash: string };
}

function persistedId(document: unknown): string {
  const id = (document as Partial<PersistedDocument>).__meta__?.hash;
  if (typeof id !== 'string') throw new Error('A GraphQL operation without its persisted id: run npm run codegen.');
  return id;
}

interface Operation {
  extensions: { persistedQuery: { version: 1; sha256Hash: string } };
  variables: unknown;
}

/** The multipart form of an operation with files: operations, the map of files to variable paths, then the files. */
function multipartForm(operation: Operation, files: readonly VariableFile[]): FormData {
  const form = new FormData();
  form.append('operations', JSON.stringify(operation));
  form.append('map', JSON.stringify(Object.fromEntries(files.map((file, index) => [String(index), [file.path]]))));
  files.forEach(({ file }, index) => form.append(String(index), file, fileName(file)));
  return form;
}

/**
 * Sends typed operations to POST /graphql under the session's bearer token, each by its persisted id
 * (infrastructure/server/graphql/persisted-operations.ts). An operation whose variables hold files
 * (Blob or File) goes as a multipart request (graphql-multipart-request-spec), under the same session policy;
 * `onUploadProgress` hears how much of its body has gone out.
 */
export class GraphqlClient {
  constructor(private readonly api: ApiClient) {}

  async request<TResult, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables?: TVariables,
    signal?: AbortSignal,
    onUploadProgress?: UploadProgressListener,
  ): Promise<TResult> {
    const files: VariableFile[] = [];
    const operation: Operation = {
      extensions: { persistedQuery: { version: 1, sha256Hash: persistedId(document) } },
      variables: withoutFiles(variables ?? {}, 'variables', files),
    };
    const response = await this.api.request({
      method: 'POST',
      path: '/graphql',
      ...(files.length > 0 ? { form: multipartForm(operation, files) } : { body: operation }),
      authorization: 'bearer',
      signal,
      onUploadProgress,
    });
    const answer = (await response.json().catch(() => ({}))) as GraphqlAnswer<TResult>;
    if (!answer.data) throw new Error(NO_DATA_MESSAGE, { cause: answer.errors });
    return answer.data;
  }
}
