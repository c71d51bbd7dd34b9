import { ContainerModule } from 'inversify';
import type { FeedbackGateway } from '../../../application/portal/feedback/ports';
import { FEEDBACK_TOKENS } from '../../../application/portal/feedback/tokens';
import type { GraphqlClient } from '../graphql-client';
import { WEB_TOKENS } from '../web-tokens';
import { FeedbackGatewayGraphql } from './feedback-gateway';

export const feedbackModule = new ContainerModule(({ bind }) => {
  bind<FeedbackGateway>(FEEDBACK_TOKENS.feedbackGateway).toResolvedValue((graphql: GraphqlClient) => new FeedbackGatewayGraphql(graphql), [WEB_TOKENS.graphqlClient]);
});
