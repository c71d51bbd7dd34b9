import type { ConsumerFeedback, ConsumerFeedbackRepository } from '../ports';

export class ConsumerFeedbackRepositoryInMemory implements ConsumerFeedbackRepository {
  readonly stored: ConsumerFeedback[] = [];
  async add(feedback: ConsumerFeedback) {
    this.stored.push(feedback);
  }
}
