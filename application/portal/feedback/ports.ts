/** What the service answered to a consumer voice message. */
export type FeedbackAnswer = { accepted: true } | { accepted: false; userErrors: { field: string[] | null; message: string }[] };

export interface FeedbackGateway {
  /** Sends a consumer voice message (sendCustomerFeedback). */
  sendCustomerFeedback(message: string): Promise<FeedbackAnswer>;
}
