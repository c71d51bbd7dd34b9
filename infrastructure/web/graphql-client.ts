import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import type { ApiClient } from './api-client';

/** Thrown when a GraphQL answer carries no data, whatever its errors say (spec 000 §8). */
export const NO_DATA_MESSAGE = 'graphql return no data';

interface GraphqlAnswer<TResult> {
  data?: TResult | null;
  errors?: { message: string }[];
}

/** Sends typed operations to POST /graphql under the session's bearer token. */
export class GraphqlClient {
  constructor(private readonly api: ApiClient) {}

  async request<TResult, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables?: TVariables,
    signal?: AbortSignal,
  ): Promise<TResult> {
    const response = await this.api.request({
      method: 'POST',
      path: '/graphql',
      body: { query: print(document), variables: variables ?? {} },
      authorization: 'bearer',
      signal,
    });
    const answer = (await response.json().catch(() => ({}))) as GraphqlAnswer<TResult>;
    if (!answer.data) throw new Error(NO_DATA_MESSAGE, { cause: answer.errors });
    return answer.data;
  }
}
