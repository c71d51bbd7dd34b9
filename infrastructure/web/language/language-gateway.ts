import type { LanguageGateway } from '../../../application/portal/language/ports';
import { ChangeLanguageDocument } from '../../graphql/generated/client/graphql';
import type { GraphqlClient } from '../graphql-client';

/** The LanguageGateway over the changeLanguage mutation: accepted when its status is true and no field failed. */
export class LanguageGatewayGraphql implements LanguageGateway {
  constructor(private readonly graphql: GraphqlClient) {}

  async changeLanguage(languageId: string): Promise<boolean> {
    const { changeLanguage } = await this.graphql.request(ChangeLanguageDocument, { languageId });
    return changeLanguage.message.status && changeLanguage.userErrors.length === 0;
  }
}
