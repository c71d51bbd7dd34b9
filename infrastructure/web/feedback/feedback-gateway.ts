import type { FeedbackAnswer, FeedbackGateway } from '../../../application/portal/feedback/ports';
import { SendCustomerFeedbackDocument } from '../../graphql/generated/client/graphql';
import type { GraphqlClient } from '../graphql-client';

/** The FeedbackGateway over the sendCustomerFeedback mutation: accepted when its status is true and no field failed. */
export class FeedbackGatewayGraphql implements FeedbackGateway {
  constructor(private readonly graphql: GraphqlClient) {}

  async sendCustomerFeedback(message: string): Promise<FeedbackAnswer> {
    const { sendCustomerFeedback } = await this.graphql.request(SendCustomerFeedbackDocument, { message });
    const userErrors = sendCustomerFeedback.userErrors.map((error) => ({ field: error.field ?? null, message: error.message }));
    return sendCustomerFeedback.message.status && userErrors.length === 0 ? { accepted: true } : { accepted: false, userErrors };
  }
}
