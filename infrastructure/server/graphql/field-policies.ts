import type { GraphQLSchema } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { meetsScopeRequirement, type ScopeRequirement } from '../../../domain/access/scopes';
import type { GraphQLContext } from './context';

/**
 * What a root field needs: `{ scopes }` for signed-in callers holding those scopes (an empty list means any
 * signed-in user), or `'public'` for the public endpoint.
 */
export type FieldPolicy = { scopes: ScopeRequirement } | 'public';
export type FieldPolicies = Record<string, FieldPolicy>;

type Resolver = (parent: unknown, args: unknown, context: GraphQLContext, info: unknown) => unknown;
type RootResolvers = Record<string, Record<string, unknown>>;

/** The refusal of a caller who lacks a scope or asks for data outside the session. */
export function forbidden() {
  return createGraphQLError('forbidden', { extensions: { code: 'FORBIDDEN' } });
}

/**
 * Wraps every Query and Mutation resolver with its declared policy and refuses to start when a root field of the
 * schema has no policy or no resolver, so no field can be served unchecked.
 */
export function guardRootResolvers<T extends RootResolvers>(schema: GraphQLSchema, resolvers: T, policies: FieldPolicies): T {
  const guarded: RootResolvers = { ...resolvers };
  for (const rootType of [schema.getQueryType(), schema.getMutationType()]) {
    if (!rootType) continue;
    const typeResolvers = { ...(resolvers[rootType.name] ?? {}) };
    for (const fieldName of Object.keys(rootType.getFields())) {
      const coordinate = `${rootType.name}.${fieldName}`;
      const policy = policies[coordinate];
      const resolve = typeResolvers[fieldName] as Resolver | undefined;
      if (!policy) throw new Error(`GraphQL field ${coordinate} has no scope policy`);
      if (!resolve) throw new Error(`GraphQL field ${coordinate} has no resolver`);
      typeResolvers[fieldName] = ((parent, args, context, info) => {
        if (policy !== 'public') {
          if (!context.principal) throw createGraphQLError('unauthenticated', { extensions: { code: 'UNAUTHENTICATED' } });
          if (!meetsScopeRequirement(context.principal.scopes, policy.scopes)) throw forbidden();
        }
        return resolve(parent, args, context, info);
      }) satisfies Resolver;
    }
    guarded[rootType.name] = typeResolvers;
  }
  return guarded as T;
}
