import { ContainerModule } from 'inversify';
import type { ContentTargetMarketRepository, RichTextSanitiser } from '../../../application/service/content/ports';
import { CONTENT_TOKENS } from '../../../application/service/content/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { RichTextSanitiserDompurify } from '../../content/rich-text-sanitiser.dompurify';
import { ContentTargetMarketRepositoryPostgres } from './content-target-market-repository.postgres';

export const contentModule = new ContainerModule(({ bind }) => {
  bind<ContentTargetMarketRepository>(CONTENT_TOKENS.ContentTargetMarketRepository).toResolvedValue(
    (db: Database) => new ContentTargetMarketRepositoryPostgres(db),
    [DB_TOKENS.Database],
  );
  bind<RichTextSanitiser>(CONTENT_TOKENS.RichTextSanitiser).toConstantValue(new RichTextSanitiserDompurify());
});
