import { useIntl } from 'react-intl';
import type { MarketingImage } from '../../application/portal/marketing-material/ports';
import { MARKETING_LIMITS, marketingTypeOfSlug, slugOfMarketingType } from '../../domain/marketing-material/marketing-material';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { Spinner } from '../components/Spinner';
import { ContentMarketGate } from '../content/ContentMarketGate';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { useCurrentRoute } from '../shell/current-route';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useMarketingCategoryQuery, useMarketingImageQuery, useMarketingImagesQuery } from './marketing-material-api';
import { marketingMessages } from './marketing-material-messages';
import { ImageTiles } from './MarketingTiles';
import './marketing-material.css';

function ImageDetail({ image, categoryHref, imageHref }: { image: MarketingImage; categoryHref: string; imageHref: (other: MarketingImage) => string }) {
  const intl = useIntl();
  const category = useMarketingCategoryQuery(image.categoryId);
  const sameParent = useMarketingImagesQuery(image.categoryId);
  const others = (sameParent.data?.items ?? []).filter((other) => other.id !== image.id).slice(0, MARKETING_LIMITS.sameParentImages);
  return (
    <div className="marketing-image">
      <img className="marketing-image__picture" src={image.thumbnailUrl} alt={image.title} />
      <h2>{image.title}</h2>
      <div className="marketing-image__actions">
        <a className="button button--primary" href={image.originalUrl} download={image.fileName} aria-label={intl.formatMessage(marketingMessages.downloadNamed, { title: image.title })}>
          {intl.formatMessage(marketingMessages.download)}
        </a>
        <LinkButton variant="secondary" href={categoryHref}>{intl.formatMessage(marketingMessages.back)}</LinkButton>
      </div>
      {others.length > 0 && (
        <section className="marketing-section" aria-labelledby="marketing-more">
          <h2 id="marketing-more">{intl.formatMessage(marketingMessages.more, { category: category.data?.title ?? '' })}</h2>
          <ImageTiles images={others} perLine={category.data?.itemPerLine ?? MARKETING_LIMITS.chunk} href={imageHref} />
        </section>
      )}
    </div>
  );
}

/** One marketing image (/marketing-material/{type}/{id}/image/{image_id}): shown large, its original to download. */
export function MarketingImagePage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const params = useCurrentRoute()?.params ?? {};
  const slug = slugOfMarketingType(marketingTypeOfSlug(params.type ?? '') ?? 'brand_assets');
  const image = useMarketingImageQuery(params.image_id ?? '');
  const categoryHref = localePath(`/marketing-material/${slug}/${params.id ?? ''}`);
  let content;
  if (image.isLoading) content = <Spinner label={intl.formatMessage(commonMessages.loading)} />;
  else if (image.isError) content = <EmptyState type="custom" title={intl.formatMessage(marketingMessages.failed)} action={<Button onPress={() => void image.refetch()}>{intl.formatMessage(commonMessages.refresh)}</Button>} />;
  else if (!image.data) {
    content = (
      <EmptyState
        type="custom"
        title={intl.formatMessage(marketingMessages.notFound)}
        description={intl.formatMessage(marketingMessages.notFoundText)}
        action={<LinkButton variant="secondary" href={categoryHref}>{intl.formatMessage(marketingMessages.back)}</LinkButton>}
      />
    );
  } else content = <ImageDetail image={image.data} categoryHref={categoryHref} imageHref={(other) => localePath(`/marketing-material/${slug}/${other.categoryId}/image/${other.id}`)} />;
  return (
    <ContentMarketGate pageType="marketing_material">
      <AreaFrame title={intl.formatMessage(routeTitleMessages['route_title_marketing-material-type-id-image'])}>{content}</AreaFrame>
    </ContentMarketGate>
  );
}
