import { Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { SalesDocument } from '../../application/portal/sales-documents/ports';
import { isSalesDocumentType, SALES_DOCUMENT_TYPES, type SalesDocumentType } from '../../domain/sales-documents/sales-document';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { Spinner } from '../components/Spinner';
import { ContentMarketGate } from '../content/ContentMarketGate';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { useFormatDate } from '../i18n/use-formatters';
import { useCurrentRoute } from '../shell/current-route';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { NotFoundPage } from '../shell/NotFoundPage';
import { salesDocumentMessages, salesDocumentTypeMessages } from './sales-document-messages';
import { useSalesDocumentsQuery } from './sales-documents-api';
import './sales-documents.css';

/** Documents of a type are all read at once: a type holds a few dozen at most. */
const DOCUMENTS_PER_TYPE = 100;

/** The documents cut into their groups, by group name, the documents in no group last. */
export function byGroup(documents: readonly SalesDocument[]): { group: SalesDocument['group']; documents: SalesDocument[] }[] {
  const groups = new Map<string | null, { group: SalesDocument['group']; documents: SalesDocument[] }>();
  for (const document of documents) {
    const key = document.group?.id ?? null;
    groups.set(key, { group: document.group, documents: [...(groups.get(key)?.documents ?? []), document] });
  }
  return [...groups.values()].sort((a, b) => (a.group === null ? 1 : b.group === null ? -1 : a.group.name.localeCompare(b.group.name)));
}

function TypeTabs({ current }: { current: SalesDocumentType }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  return (
    <nav aria-label={intl.formatMessage(salesDocumentMessages.types)} className="content-tabs">
      <ul>
        {SALES_DOCUMENT_TYPES.map((type) => (
          <li key={type}>
            <Link className="content-tabs__tab" href={localePath(`/sales-document/${type}`)} aria-current={type === current ? 'page' : undefined}>
              {intl.formatMessage(salesDocumentTypeMessages[type])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function DocumentCard({ document }: { document: SalesDocument }) {
  const intl = useIntl();
  const dates = useFormatDate();
  const localePath = useLocalePath();
  return (
    <li className="content-card">
      <Link className="content-card__link" href={localePath(`/sales-document/${document.type}/${document.id}`)}>
        <span className="content-card__title">{document.title}</span>
      </Link>
      {document.subtitle && <p className="content-card__subtitle">{document.subtitle}</p>}
      <p className="content-card__meta">{intl.formatMessage(salesDocumentMessages.validity, { from: dates.date(document.validFrom), to: dates.date(document.validTo) })}</p>
    </li>
  );
}

function DocumentList({ type }: { type: SalesDocumentType }) {
  const intl = useIntl();
  const list = useSalesDocumentsQuery({ type, validOnly: true, limit: DOCUMENTS_PER_TYPE });
  if (list.isLoading) return <Spinner label={intl.formatMessage(commonMessages.loading)} />;
  if (!list.data) {
    return <EmptyState type="custom" title={intl.formatMessage(salesDocumentMessages.failed)} action={<Button onPress={() => void list.refetch()}>{intl.formatMessage(commonMessages.refresh)}</Button>} />;
  }
  if (list.data.items.length === 0) return <EmptyState type="custom" title={intl.formatMessage(salesDocumentMessages.empty)} />;
  return (
    <div className="content-groups">
      {byGroup(list.data.items).map(({ group, documents }) => (
        <section key={group?.id ?? 'ungrouped'} className="content-group" aria-label={group?.name ?? intl.formatMessage(salesDocumentMessages.ungrouped)}>
          <h2 className="content-group__title">{group?.name ?? intl.formatMessage(salesDocumentMessages.ungrouped)}</h2>
          <ul className="content-cards">
            {documents.map((document) => (
              <DocumentCard key={document.id} document={document} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Sales documents of one kind (/sales-document/{type}), valid now and of the user's markets, by group. */
export function SalesDocumentsPage() {
  const intl = useIntl();
  const type = useCurrentRoute()?.params.type ?? '';
  if (!isSalesDocumentType(type)) return <NotFoundPage />;
  return (
    <ContentMarketGate pageType="sales_document">
      <AreaFrame title={intl.formatMessage(routeTitleMessages['route_title_sales-document-type'])}>
        <TypeTabs current={type} />
        <DocumentList type={type} />
      </AreaFrame>
    </ContentMarketGate>
  );
}
