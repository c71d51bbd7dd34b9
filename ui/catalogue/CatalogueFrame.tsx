import { useId, type ReactNode } from 'react';
import { Breadcrumb as AriaBreadcrumb, Breadcrumbs, Link } from 'react-aria-components';
import { messageDescriptors } from '../i18n/message-descriptors';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { catalogueBreadcrumbs, type Breadcrumb } from '../../domain/catalogue/breadcrumbs';
import { useLocalePath } from '../i18n/portal-locale';
import { selectHostConfig } from '../shell/config-slice';
import { useCurrentRoute } from '../shell/current-route';
import { PageTitle } from '../shell/head/PageHead';
import { useAppSelector } from '../store/hooks';
import { appBarMessages, CatalogueAppBar } from './CatalogueAppBar';

const messages = messageDescriptors(defineMessages({
  breadcrumbs: { id: 'breadcrumbs', defaultMessage: 'Breadcrumbs' },
  catalogue: { id: 'breadcrumb_catalogue', defaultMessage: 'Catalog' },
  groupset: { id: 'breadcrumb_groupset', defaultMessage: 'Groupset' },
  fastOrder: { id: 'breadcrumb_fast_order', defaultMessage: 'Fast order' },
  repeatOrder: { id: 'breadcrumb_repeat_order', defaultMessage: 'Repeat order' },
}));

const SECTION_MESSAGES: Record<Extract<Breadcrumb, { kind: 'section' }>['section'], MessageDescriptor> = {
  bike: appBarMessages.bike,
  paa: appBarMessages.paa,
  groupset: messages.groupset,
  'fast-order': messages.fastOrder,
  'repeat-order': messages.repeatOrder,
};

/** The catalogue's breadcrumbs (under MERGE_MENU_CATALOG): the last one is the page on show. */
export function CatalogueBreadcrumbs({ crumbs }: { crumbs: readonly Breadcrumb[] }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const textOf = (crumb: Breadcrumb) =>
    crumb.kind === 'product' ? crumb.text : intl.formatMessage(crumb.kind === 'catalogue' ? messages.catalogue : SECTION_MESSAGES[crumb.section]);
  return (
    <nav className="breadcrumbs" aria-label={intl.formatMessage(messages.breadcrumbs)}>
      <Breadcrumbs className="breadcrumbs__list" items={crumbs.map((crumb, index) => ({ id: index, crumb }))}>
        {({ crumb }) => (
          <AriaBreadcrumb className="breadcrumbs__item">
            <Link className="breadcrumbs__link" href={crumb.path ? localePath(crumb.path) : undefined}>
              {textOf(crumb)}
            </Link>
          </AriaBreadcrumb>
        )}
      </Breadcrumbs>
    </nav>
  );
}

/**
 * The frame of the catalogue and cart pages: the catalogue app bar, the breadcrumbs where the host merges the
 * catalogue menu, the page's title (also the document's) and its content.
 */
export function CatalogueFrame({ title, productName = null, children, wide = false }: { title: string; productName?: string | null; children: ReactNode; wide?: boolean }) {
  const match = useCurrentRoute();
  const features = useAppSelector(selectHostConfig)?.features ?? [];
  const headingId = useId();
  const crumbs = match ? catalogueBreadcrumbs({ routeName: match.route.name, category: match.params.category, productName }, features) : [];
  return (
    <div className={`catalogue-page${wide ? ' catalogue-page--wide' : ''}`}>
      <PageTitle>{title}</PageTitle>
      <CatalogueAppBar />
      {/* A single step would only repeat the page's title. */}
      {crumbs.length > 1 && <CatalogueBreadcrumbs crumbs={crumbs} />}
      <section className="catalogue-page__content" aria-labelledby={headingId}>
        <h1 id={headingId}>{title}</h1>
        {children}
      </section>
    </div>
  );
}
