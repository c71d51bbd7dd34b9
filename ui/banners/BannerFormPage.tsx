import { useEffect, useId, useState } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import type { AdministeredBanner } from '../../application/portal/banners/ports';
import { dayOf, startOfDay, useRefusalText } from '../announcements/content-admin-form';
import { contentAdminMessages } from '../announcements/content-admin-messages';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { LinkButton } from '../components/LinkButton';
import { TextField } from '../components/TextField';
import { useLocalePath } from '../i18n/portal-locale';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { bannerMessages } from './BannersAdminPage';
import { useAdministeredBannerQuery, useSaveBannerMutation } from './banners-api';
import '../announcements/content-admin.css';

interface Fields {
  sorg: string;
  link: string;
  sortOrder: string;
  from: string;
  to: string;
}

const emptyFields: Fields = { sorg: '', link: '', sortOrder: '0', from: '', to: '' };

const fieldsOf = (banner: AdministeredBanner): Fields => ({
  sorg: banner.sorg,
  link: banner.link ?? '',
  sortOrder: String(banner.sortOrder),
  from: dayOf(banner.from),
  to: dayOf(banner.to),
});

/** Creates a banner from a picture file, or edits the one of the route's id: sales organisation, link, order and schedule. */
export function BannerFormPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const { id } = useParams();
  const fileId = useId();
  const fileErrorId = useId();
  const existing = useAdministeredBannerQuery(id ?? '', { skip: !id });
  const [fields, setFields] = useState<Fields>(emptyFields);
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useSaveBannerMutation();
  const refusalText = useRefusalText();
  const loaded = existing.data;
  useEffect(() => {
    if (loaded) setFields(fieldsOf(loaded));
  }, [loaded]);
  const set = (name: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));
  const listPath = localePath('/admin/banners');

  const submit = async () => {
    const sortOrder = Number(fields.sortOrder);
    const draft = { sorg: fields.sorg, link: fields.link.trim() || null, sortOrder, from: startOfDay(fields.from), to: startOfDay(fields.to), picture };
    const answer = await save({ id: id ?? null, draft });
    if ('error' in answer) return setErrors({ '': intl.formatMessage(contentAdminMessages.loadFailed) });
    if (answer.data.ok) return navigate(listPath);
    setErrors(refusalText(answer.data.error));
  };

  const title = routeTitleMessages[id ? 'route_title_admin-banners-id-edit' : 'route_title_admin-banners-create'];
  return (
    <AreaFrame title={intl.formatMessage(title)}>
      {id && existing.isSuccess && !existing.data && <p role="alert">{intl.formatMessage(contentAdminMessages.notFound)}</p>}
      <Form
        className="content-admin__form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {errors[''] && <p role="alert">{errors['']}</p>}
        {loaded && <img className="content-admin__thumbnail" src={loaded.thumbnailUrl} alt={intl.formatMessage(bannerMessages.picture)} />}
        <div className="field" data-invalid={errors.bannerFile ? true : undefined}>
          <label className="field__label" htmlFor={fileId}>
            {intl.formatMessage(bannerMessages.newPicture)}
          </label>
          <input
            id={fileId}
            className="field__input"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
            required={!id}
            aria-invalid={errors.bannerFile ? true : undefined}
            aria-describedby={errors.bannerFile ? fileErrorId : undefined}
            onChange={(event) => setPicture(event.currentTarget.files?.[0] ?? null)}
          />
          {id && <span className="field__description">{intl.formatMessage(bannerMessages.keepPicture)}</span>}
          {errors.bannerFile && (
            <span id={fileErrorId} className="field__error">
              {errors.bannerFile}
            </span>
          )}
        </div>
        <TextField label={intl.formatMessage(contentAdminMessages.salesOrganisation)} isRequired value={fields.sorg} onChange={set('sorg')} errorMessage={errors.sorg} />
        <TextField label={intl.formatMessage(bannerMessages.link)} type="url" value={fields.link} onChange={set('link')} errorMessage={errors.link} />
        <TextField label={intl.formatMessage(bannerMessages.sortOrder)} inputMode="numeric" value={fields.sortOrder} onChange={set('sortOrder')} errorMessage={errors.sortOrder} />
        <div className="content-admin__dates">
          <TextField label={intl.formatMessage(contentAdminMessages.from)} type="date" isRequired value={fields.from} onChange={set('from')} errorMessage={errors.from} />
          <TextField label={intl.formatMessage(contentAdminMessages.to)} type="date" isRequired value={fields.to} onChange={set('to')} errorMessage={errors.to} />
        </div>
        <div className="content-admin__buttons">
          <Button type="submit" isPending={saving.isLoading}>
            {intl.formatMessage(contentAdminMessages.save)}
          </Button>
          <LinkButton variant="secondary" href={listPath}>
            {intl.formatMessage(contentAdminMessages.cancel)}
          </LinkButton>
        </div>
      </Form>
    </AreaFrame>
  );
}
