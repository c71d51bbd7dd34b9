import { ContainerModule } from 'inversify';
import type { ConsumerFeedbackRepository } from '../../../application/service/feedback/ports';
import { FEEDBACK_TOKENS } from '../../../application/service/feedback/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { ConsumerFeedbackRepositoryPostgres } from './consumer-feedback-repository.postgres';

export const feedbackModule = new ContainerModule(({ bind }) => {
  bind<ConsumerFeedbackRepository>(FEEDBACK_TOKENS.ConsumerFeedbackRepository).toResolvedValue((db: Database) => new ConsumerFeedbackRepositoryPostgres(db), [DB_TOKENS.Database]);
});
