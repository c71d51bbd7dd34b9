import type { FeedbackAnswer, FeedbackGateway } from '../ports';

/** Keeps what it was sent and answers as told: accepted by default. */
export class FeedbackGatewayInMemory implements FeedbackGateway {
  readonly sent: string[] = [];

  constructor(private readonly answer: FeedbackAnswer | Error = { accepted: true }) {}

  async sendCustomerFeedback(message: string): Promise<FeedbackAnswer> {
    this.sent.push(message);
    if (this.answer instanceof Error) throw this.answer;
    return this.answer;
  }
}
