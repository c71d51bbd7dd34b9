import { useIntl } from 'react-intl';
import { attemptDownload } from '../../application/portal/files/file-download';
import type { SalesDocumentAttachment } from '../../application/portal/sales-documents/ports';
import { isSalesDocumentType } from '../../domain/sales-documents/sales-document';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { FileDownloadButton } from '../components/FileDownloadButton';
import { LinkButton } from '../components/LinkButton';
import { RichText } from '../components/RichText';
import { Spinner } from '../components/Spinner';
import { ContentMarketGate } from '../content/ContentMarketGate';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { useFormatDate } from '../i18n/use-formatters';
import { useCurrentRoute } from '../shell/current-route';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { fileDownloadRequested } from '../store/file-download-thunk';
import { useAppDispatch } from '../store/hooks';
import { salesDocumentMessages } from './sales-document-messages';
import { useSalesDocumentQuery } from './sales-documents-api';
import './sales-documents.css';

function Attachments({ attachments }: { attachments: readonly SalesDocumentAttachment[] }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  if (attachments.length === 0) return null;
  return (
    <section aria-labelledby="sales-document-attachments">
      <h3 id="sales-document-attachments">{intl.formatMessage(salesDocumentMessages.attachments)}</h3>
      <ul className="content-admin__list">
        {attachments.map((attachment) => (
          <li key={attachment.id}>
            <span>{attachment.fileName}</span>
            <FileDownloadButton
              fileName={attachment.fileName}
              onDownload={() => dispatch(fileDownloadRequested((useCases) => attemptDownload(() => useCases.ports.salesDocuments.downloadAttachment(attachment))))}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function DocumentDetail({ id, backHref }: { id: string; backHref: string }) {
  const intl = useIntl();
  const dates = useFormatDate();
  const detail = useSalesDocumentQuery(id);
  const back = <LinkButton variant="secondary" href={backHref}>{intl.formatMessage(salesDocumentMessages.back)}</LinkButton>;
  if (detail.isLoading) return <Spinner label={intl.formatMessage(commonMessages.loading)} />;
  if (detail.isError) {
    return <EmptyState type="custom" title={intl.formatMessage(salesDocumentMessages.failed)} action={<Button onPress={() => void detail.refetch()}>{intl.formatMessage(commonMessages.refresh)}</Button>} />;
  }
  const document = detail.data;
  if (!document) return <EmptyState type="custom" title={intl.formatMessage(salesDocumentMessages.notFound)} description={intl.formatMessage(salesDocumentMessages.notFoundText)} action={back} />;
  return (
    <article className="sales-document" aria-labelledby="sales-document-title">
      <h2 id="sales-document-title" className="sales-document__title">{document.title}</h2>
      {document.subtitle && <p className="sales-document__subtitle">{document.subtitle}</p>}
      <p className="content-card__meta">
        {intl.formatMessage(salesDocumentMessages.validity, { from: dates.date(document.validFrom), to: dates.date(document.validTo) })}
        {document.group && ` · ${document.group.name}`}
      </p>
      <RichText html={document.body} className="sales-document__body rich-text" />
      <Attachments attachments={document.attachments} />
      {back}
    </article>
  );
}

/** One sales document (/sales-document/{type}/{id}) of the user's markets. */
export function SalesDocumentPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const params = useCurrentRoute()?.params ?? {};
  const type = params.type && isSalesDocumentType(params.type) ? params.type : 'sales';
  return (
    <ContentMarketGate pageType="sales_document">
      <AreaFrame title={intl.formatMessage(routeTitleMessages['route_title_sales-document-type-id'])}>
        <DocumentDetail id={params.id ?? ''} backHref={localePath(`/sales-document/${type}`)} />
      </AreaFrame>
    </ContentMarketGate>
  );
}
