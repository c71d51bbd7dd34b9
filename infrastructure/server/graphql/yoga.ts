import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { GraphQLError } from 'graphql';
import { createGraphQLError, createSchema, createYoga, type Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context';
import { persistedOperations } from './persisted-operations';
import { guardRootResolvers, type FieldPolicies } from './field-policies';

/** Limits that keep one request from exhausting the service. */
export const GRAPHQL_LIMITS = { maxDepth: 10, maxAliases: 15, maxCost: 5000, maxTokens: 2000, maxDirectives: 20 } as const;

export function readSchemaFolder(folder: URL): string {
  const path = fileURLToPath(folder);
  return readdirSync(path)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(`${path}/${file}`, 'utf8'))
    .join('\n');
}

export interface YogaOptions {
  endpoint: string;
  typeDefs: string;
  resolvers: Record<string, Record<string, unknown>>;
  policies: FieldPolicies;
  production: boolean;
  /** The operations a client may send by id instead of by text. */
  persistedOperations?: ReadonlyMap<string, string>;
  onError?: (error: unknown) => void;
}

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/**
 * Production answers name no field, type or enum value the caller did not write: graphql-js appends "Did you
 * mean …?" to validation errors and to the coercion errors of variables, which would spell the schema out to
 * anyone guessing at it.
 */
function withoutSuggestions(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.some((error) => error.message.includes('Did you mean'))) return;
      const errors = result.errors.map((error) => {
        const message = error.message.replace(SUGGESTION, '');
        return message === error.message ? error : new GraphQLError(message, { nodes: error.nodes, path: error.path, extensions: error.extensions });
      });
      setResult({ ...result, errors });
    },
  };
}

/** One hardened GraphQL endpoint: scope policies on every root field, size limits, masked errors. */
export function createGraphQLEndpoint(options: YogaOptions) {
  const plain = createSchema<GraphQLContext>({ typeDefs: options.typeDefs });
  const schema = createSchema<GraphQLContext>({
    typeDefs: options.typeDefs,
    resolvers: guardRootResolvers(plain, options.resolvers, options.policies),
  });
  const plugins: Plugin[] = [
    EnvelopArmorPlugin({
      maxDepth: { n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true },
      maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
      costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, flattenFragments: true },
      maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
      maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
      blockFieldSuggestion: { enabled: options.production },
    }) as Plugin,
  ];
  if (options.persistedOperations) plugins.push(persistedOperations(options.persistedOperations));
  if (options.production) plugins.push(useDisableIntrospection(), withoutSuggestions());
  return createYoga<GraphQLContext>({
    schema,
    graphqlEndpoint: options.endpoint,
    graphiql: !options.production,
    landingPage: false,
    maskedErrors: {
      maskError: (error, message) => {
        const original = (error as { originalError?: { extensions?: { code?: unknown } } }).originalError;
        const raisedOnPurpose = !original || typeof original.extensions?.code === 'string';
        if (raisedOnPurpose) return error as Error;
        options.onError?.(original);
        return createGraphQLError(message);
      },
    },
    plugins,
  });
}
