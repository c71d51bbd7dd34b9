import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router';
import type { NewsItem } from '../../application/portal/news/ports';
import { FIELD_MESSAGE_KEYS, type FieldMessageKey } from '../../domain/forms/field-rules';
import { NEWS_ITEMS_PER_LINE, type NewsLayout } from '../../domain/news/news';
import { fieldPath, type UserError } from '../../domain/shared/user-error';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { LazyRichTextField } from '../components/LazyRichTextField';
import { TextField } from '../components/TextField';
import { useContentTargetMarketsQuery } from '../content/content-api';
import { commonMessages } from '../i18n/common-messages';
import { fieldMessages } from '../i18n/field-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { useCurrentRoute } from '../shell/current-route';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useNewsItemQuery, useSaveNewsMutation } from './news-api';
import { newsAdminMessages } from './news-admin-messages';
import { newsChangeOf, newsFormState, type NewsFormState } from './news-form';
import { newsMessages } from './news-messages';
import { LabelledCheckbox } from '../components/LabelledCheckbox';
import { NewsFeatureGate } from './NewsFeatureGate';
import './news.css';

const SERVICE_MESSAGES: Record<string, keyof typeof newsAdminMessages> = {
  news_valid_to_before_valid_from: 'validToBeforeFrom',
  news_item_per_line_invalid: 'itemPerLineInvalid',
  news_market_unknown: 'marketUnknown',
  news_image_invalid: 'imageInvalid',
  news_image_too_large: 'imageTooLarge',
};

/** The text of a refusal the service or the domain answered. */
function errorText(intl: IntlShape, error: UserError): string {
  if ((FIELD_MESSAGE_KEYS as readonly string[]).includes(error.message)) return intl.formatMessage(fieldMessages[error.message as FieldMessageKey], error.values);
  const own = SERVICE_MESSAGES[error.message];
  return intl.formatMessage(own ? newsAdminMessages[own] : newsAdminMessages.saveFailed, error.values);
}

const LAYOUT_FLAGS: (keyof NewsLayout)[] = ['placeholderOnCard', 'titleOnCard', 'subtitleOnCard', 'releasedonOnCard', 'resolutionOnCard', 'gotopdpOnCard'];

function NewsForm({ news }: { news: NewsItem | null }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const markets = useContentTargetMarketsQuery('news');
  const [form, setForm] = useState<NewsFormState>(() => newsFormState(news, new Date().toISOString().slice(0, 10)));
  const [errors, setErrors] = useState<readonly UserError[]>([]);
  const [save, saving] = useSaveNewsMutation();
  const errorOf = (field: string) => {
    const found = errors.find((error) => fieldPath(error) === field);
    return found ? errorText(intl, found) : null;
  };
  const change = <K extends keyof NewsFormState>(field: K, value: NewsFormState[K]) => setForm((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await save({ id: news?.id ?? null, change: newsChangeOf(form) });
    if ('error' in answer) return setErrors([{ field: [], message: 'news_save_failed', values: {} }]);
    if (!answer.data.ok) return setErrors(answer.data.error);
    void navigate(localePath('/admin/news'));
  }

  const generalError = errors.find((error) => error.field.length === 0);
  return (
    <Form className="news-form" onSubmit={(event) => void submit(event)}>
      {errors.length > 0 && (
        <p role="alert" className="field__error">
          {generalError ? errorText(intl, generalError) : intl.formatMessage(newsAdminMessages.saveFailed)}
        </p>
      )}
      <TextField label={intl.formatMessage(newsAdminMessages.title)} isRequired value={form.title} onChange={(value) => change('title', value)} errorMessage={errorOf('title')} />
      <TextField label={intl.formatMessage(newsAdminMessages.subtitle)} value={form.subtitle} onChange={(value) => change('subtitle', value)} errorMessage={errorOf('subtitle')} />
      <LazyRichTextField label={intl.formatMessage(newsAdminMessages.body)} isRequired value={form.body} onChange={(value) => change('body', value)} errorMessage={errorOf('body')} />
      <TextField label={intl.formatMessage(newsAdminMessages.validFrom)} type="date" isRequired value={form.validFrom} onChange={(value) => change('validFrom', value)} errorMessage={errorOf('validFrom')} />
      <TextField label={intl.formatMessage(newsAdminMessages.validTo)} type="date" value={form.validTo} onChange={(value) => change('validTo', value)} errorMessage={errorOf('validTo')} />
      <fieldset>
        <legend>{intl.formatMessage(newsAdminMessages.markets)}</legend>
        {markets.isLoading && <Spinner label={intl.formatMessage(commonMessages.loading)} />}
        {(markets.data ?? []).map((market) => (
          <LabelledCheckbox
            key={market.id}
            label={market.marketName}
            isSelected={form.marketIds.includes(market.id)}
            onChange={(selected) => change('marketIds', selected ? [...form.marketIds, market.id] : form.marketIds.filter((id) => id !== market.id))}
          />
        ))}
        {errorOf('contentTargetMarkets') && <p className="field__error">{errorOf('contentTargetMarkets')}</p>}
      </fieldset>
      <SelectField
        label={intl.formatMessage(newsAdminMessages.itemPerLine)}
        options={NEWS_ITEMS_PER_LINE.map((count) => ({ id: String(count), label: String(count) }))}
        value={form.itemPerLine}
        onChange={(value) => change('itemPerLine', value ?? '3')}
        errorMessage={errorOf('itemPerLine')}
      />
      <fieldset>
        <legend>{intl.formatMessage(newsAdminMessages.layout)}</legend>
        {LAYOUT_FLAGS.map((flag) => (
          <LabelledCheckbox key={flag} label={intl.formatMessage(newsAdminMessages[flag])} isSelected={form.layout[flag]} onChange={(selected) => change('layout', { ...form.layout, [flag]: selected })} />
        ))}
      </fieldset>
      <TextField label={intl.formatMessage(newsAdminMessages.productLink)} type="url" value={form.productLink} onChange={(value) => change('productLink', value)} errorMessage={errorOf('productLink')} />
      <div className="field">
        <label className="field__label" htmlFor="news-image">
          {intl.formatMessage(newsAdminMessages.image)}
        </label>
        <input id="news-image" type="file" accept="image/png,image/jpeg,image/webp" onChange={(event) => change('image', event.target.files?.[0] ?? null)} />
        {errorOf('image') && <p className="field__error">{errorOf('image')}</p>}
      </div>
      {news && news.image.length > 0 && (
        <LabelledCheckbox label={intl.formatMessage(newsAdminMessages.removeImage)} isSelected={form.removeImage} onChange={(selected) => change('removeImage', selected)} />
      )}
      <div className="news-admin__actions">
        <Button type="submit" isDisabled={saving.isLoading}>
          {intl.formatMessage(newsAdminMessages.save)}
        </Button>
        <LinkButton variant="secondary" href={localePath('/admin/news')}>
          {intl.formatMessage(newsAdminMessages.cancel)}
        </LinkButton>
      </div>
    </Form>
  );
}

function EditNews({ id }: { id: string }) {
  const intl = useIntl();
  const item = useNewsItemQuery(id);
  if (item.isLoading) return <Spinner label={intl.formatMessage(commonMessages.loading)} />;
  if (!item.data) return <EmptyState type="custom" title={intl.formatMessage(item.isError ? newsMessages.itemFailed : newsMessages.notFound)} />;
  return <NewsForm news={item.data} />;
}

/** /admin/news/create and /admin/news/{id}/edit: the news form. */
export function NewsFormPage() {
  const intl = useIntl();
  const id = useCurrentRoute()?.params.id;
  const title = intl.formatMessage(id ? routeTitleMessages['route_title_admin-news-id-edit'] : routeTitleMessages['route_title_admin-news-create']);
  return (
    <AreaFrame title={title}>
      <NewsFeatureGate>{id ? <EditNews id={id} /> : <NewsForm news={null} />}</NewsFeatureGate>
    </AreaFrame>
  );
}
