import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../../application/service/auth/ports';
import { readSchemaFolder } from './yoga';
import { guardRootResolvers } from './field-policies';
import { signedInPolicies, signedInResolvers } from '../resolvers/signed-in-schema';
import { publicPolicies, publicResolvers } from '../resolvers/public';
import type { GraphQLContext } from './context';

const schema = buildSchema('type Query { open: String, secret: String } type Mutation { act: String }');
const resolvers = { Query: { open: () => 'open', secret: () => 'secret' }, Mutation: { act: () => 'done' } };

function contextWith(scopes: string[] | undefined): GraphQLContext {
  const principal = scopes && ({ userId: 'u1', scopes } as Principal);
  return { principal, services: {} as GraphQLContext['services'], host: 'localhost', locale: 'en-us', requestId: 'r1' };
}

type Guarded = (parent: unknown, args: unknown, context: GraphQLContext, info: unknown) => unknown;

describe('guardRootResolvers', () => {
  const guarded = guardRootResolvers(schema, resolvers, {
    'Query.open': 'public',
    'Query.secret': { scopes: [['page.orderlist', 'page.catalog-analyze']] },
    'Mutation.act': { scopes: ['menu.change-cust'] },
  });
  const call = (type: 'Query' | 'Mutation', field: string, scopes: string[] | undefined) =>
    (guarded[type] as Record<string, Guarded>)[field]!(undefined, {}, contextWith(scopes), undefined);

  it('refuses to start when a root field has no policy', () => {
    expect(() => guardRootResolvers(schema, resolvers, { 'Query.open': 'public', 'Query.secret': 'public' })).toThrow(/Mutation.act has no scope policy/);
  });

  it('refuses to start when a root field has no resolver', () => {
    expect(() => guardRootResolvers(schema, { Query: { open: () => '' } }, { 'Query.open': 'public', 'Query.secret': 'public', 'Mutation.act': 'public' })).toThrow(/no resolver/);
  });

  it('lets public fields through without a principal', () => {
    expect(call('Query', 'open', undefined)).toBe('open');
  });

  it('asks for a principal, then for the scopes', () => {
    expect(() => call('Query', 'secret', undefined)).toThrow('unauthenticated');
    expect(() => call('Query', 'secret', ['page.catalog'])).toThrow('forbidden');
    expect(call('Query', 'secret', ['page.catalog-analyze'])).toBe('secret');
    expect(() => call('Mutation', 'act', ['page.orderlist'])).toThrow('forbidden');
  });

  it('covers every field of the served schemas', () => {
    const served = buildSchema(readSchemaFolder(new URL('../../graphql/schema/', import.meta.url)));
    const publicSchema = buildSchema(readSchemaFolder(new URL('../../graphql/public-schema/', import.meta.url)));
    expect(() => guardRootResolvers(served, signedInResolvers, signedInPolicies)).not.toThrow();
    expect(() => guardRootResolvers(publicSchema, publicResolvers as never, publicPolicies)).not.toThrow();
  });
});
