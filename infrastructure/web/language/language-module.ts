import { ContainerModule } from 'inversify';
import type { LanguageGateway } from '../../../application/portal/language/ports';
import { LANGUAGE_TOKENS } from '../../../application/portal/language/tokens';
import type { GraphqlClient } from '../graphql-client';
import { WEB_TOKENS } from '../web-tokens';
import { LanguageGatewayGraphql } from './language-gateway';

export const languageModule = new ContainerModule(({ bind }) => {
  bind<LanguageGateway>(LANGUAGE_TOKENS.languageGateway).toResolvedValue((graphql: GraphqlClient) => new LanguageGatewayGraphql(graphql), [WEB_TOKENS.graphqlClient]);
});
