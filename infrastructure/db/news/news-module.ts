import { ContainerModule } from 'inversify';
import type { NewsRepository } from '../../../application/service/news/ports';
import { NEWS_TOKENS } from '../../../application/service/news/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { NewsRepositoryPostgres } from './news-repository.postgres';

export const newsModule = new ContainerModule(({ bind }) => {
  bind<NewsRepository>(NEWS_TOKENS.NewsRepository).toResolvedValue((db: Database) => new NewsRepositoryPostgres(db), [DB_TOKENS.Database]);
});
