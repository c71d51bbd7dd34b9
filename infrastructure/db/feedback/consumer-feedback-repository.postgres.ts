import { eq, sql } from 'drizzle-orm';
import type { ConsumerFeedback, ConsumerFeedbackRepository } from '../../../application/service/feedback/ports';
import type { Database } from '../database';
import { consumerFeedback, customers } from '../schema';

export class ConsumerFeedbackRepositoryPostgres implements ConsumerFeedbackRepository {
  constructor(private readonly db: Database) {}

  async add(feedback: ConsumerFeedback): Promise<void> {
    const customerId = feedback.customerCode
      ? sql`(${this.db.select({ id: customers.id }).from(customers).where(eq(customers.r3, feedback.customerCode))})`
      : null;
    await this.db.insert(consumerFeedback).values({ userId: feedback.userId, customerId, host: feedback.host, message: feedback.message, createdAt: feedback.at });
  }
}
