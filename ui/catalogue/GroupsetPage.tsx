import { Link } from 'react-aria-components';
import { messageDescriptors } from '../i18n/message-descriptors';
import { defineMessages, useIntl } from 'react-intl';
import type { Groupset } from '../../application/portal/catalogue/ports';
import { EmptyState } from '../components/EmptyState';
import { Spinner } from '../components/Spinner';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { CatalogueFrame } from './CatalogueFrame';
import { PriceSummary, productPath, StockSummary } from './catalogue-parts';
import { useGroupsetsQuery } from './catalogue-api';

const messages = messageDescriptors(defineMessages({
  speeds: { id: 'groupset_speeds', defaultMessage: '{speeds}-speed' },
  components: { id: 'groupset_components', defaultMessage: 'Components of {name}' },
  component: { id: 'groupset_component', defaultMessage: '{qty} × {name}' },
  failed: { id: 'groupsets_failed', defaultMessage: 'The groupsets could not be loaded. Please try again.' },
}));

/** The groupsets: each kit with its price, stock and components, linking to the article ordered for it. */
export function GroupsetList({ groupsets }: { groupsets: readonly Groupset[] }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  if (groupsets.length === 0) return <EmptyState type="noData" />;
  return (
    <ul className="groupset-list">
      {groupsets.map((groupset) => (
        <li key={groupset.id} className="groupset">
          <h2 className="groupset__name">
            <Link className="product-card__link" href={localePath(productPath(groupset.article))}>
              {groupset.name}
            </Link>
          </h2>
          <p className="product-card__code">
            {[groupset.brand, groupset.serie, groupset.speeds ? intl.formatMessage(messages.speeds, { speeds: groupset.speeds }) : null, groupset.article.articleCodeDisplay]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p>{groupset.description}</p>
          <PriceSummary price={groupset.article.price} compact />
          <StockSummary stock={groupset.article.stock} />
          <ul className="groupset__components" aria-label={intl.formatMessage(messages.components, { name: groupset.name })}>
            {groupset.components.map((component) => (
              <li key={component.articleCode}>
                <Link href={localePath(productPath({ category: 'paa', slug: component.slug }))}>{intl.formatMessage(messages.component, { qty: component.qty, name: component.name })}</Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** The groupset list (/catalog/groupset). */
export function GroupsetPage() {
  const intl = useIntl();
  const groupsets = useGroupsetsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <CatalogueFrame title={intl.formatMessage(routeTitleMessages['route_title_catalog-groupset'])}>
      {groupsets.currentData ? (
        <GroupsetList groupsets={groupsets.currentData} />
      ) : groupsets.isError && !groupsets.isFetching ? (
        <EmptyState type="custom" title={intl.formatMessage(messages.failed)} />
      ) : (
        <Spinner label={intl.formatMessage(commonMessages.loading)} />
      )}
    </CatalogueFrame>
  );
}
