import { createHash } from 'node:crypto';
import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = { DateTime: 'string', Decimal: 'string' };
const resolverConfig = { useTypeImports: true, contextType: '../../server/graphql/context#GraphQLContext', enumsAsTypes: true };

/**
 * The id the portal sends instead of an operation's text: its SHA-256, cut to 80 bits. That is unique among a few
 * hundred operations by a wide margin, and every id the sign-in entry carries costs 20 characters, not 71.
 */
function operationId(document: string): string {
  return createHash('sha256').update(document).digest('hex').slice(0, 20);
}

const config: CodegenConfig = {
  overwrite: true,
  generates: {
    'infrastructure/graphql/generated/resolvers.ts': {
      schema: 'infrastructure/graphql/schema/*.graphql',
      plugins: ['typescript', 'typescript-resolvers'],
      config: { ...resolverConfig, scalars },
    },
    'infrastructure/graphql/generated/public-resolvers.ts': {
      schema: 'infrastructure/graphql/public-schema/*.graphql',
      plugins: ['typescript', 'typescript-resolvers'],
      config: resolverConfig,
    },
    'infrastructure/graphql/generated/client/': {
      schema: 'infrastructure/graphql/schema/*.graphql',
      documents: 'infrastructure/graphql/operations/**/*.graphql',
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
        // The portal sends each operation's id, not its text: the documents stay out of the browser's code, and the
        // service runs only the operations it was built with (infrastructure/server/graphql/persisted-operations.ts).
        persistedDocuments: { mode: 'replaceDocumentWithHash', hashAlgorithm: operationId },
      },
      config: { useTypeImports: true, enumsAsTypes: true, scalars },
    },
    // The public endpoint (sign-in not needed) takes the operations' text: the inquiry page sends what it asks.
    'infrastructure/graphql/generated/public-client/': {
      schema: 'infrastructure/graphql/public-schema/*.graphql',
      documents: 'infrastructure/graphql/public-operations/**/*.graphql',
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, documentMode: 'string' },
    },
  },
};

export default config;
