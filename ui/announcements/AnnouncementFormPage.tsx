import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import type { AdministeredAnnouncement } from '../../application/portal/announcements/ports';
import { ANNOUNCEMENT_TYPES } from '../../domain/content/announcement-type';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { LinkButton } from '../components/LinkButton';
import { LazyRichTextField } from '../components/LazyRichTextField';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import { useLocalePath } from '../i18n/portal-locale';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { announcementMessages, announcementTypeMessages } from './AnnouncementsAdminPage';
import { useAdministeredAnnouncementQuery, useSaveAnnouncementMutation } from './announcements-api';
import { dayOf, startOfDay, useRefusalText } from './content-admin-form';
import { contentAdminMessages } from './content-admin-messages';
import './content-admin.css';

interface Fields {
  sorg: string;
  type: string;
  title: string;
  content: string;
  url: string;
  from: string;
  to: string;
}

const emptyFields: Fields = { sorg: '', type: 'home_page', title: '', content: '', url: '', from: '', to: '' };

function fieldsOf(announcement: AdministeredAnnouncement): Fields {
  return { ...announcement, url: announcement.url ?? '', from: dayOf(announcement.from), to: dayOf(announcement.to) };
}

/** Creates an announcement, or edits the one of the route's id: type, title, rich-text content, link and schedule. */
export function AnnouncementFormPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const { id } = useParams();
  const existing = useAdministeredAnnouncementQuery(id ?? '', { skip: !id });
  const [fields, setFields] = useState<Fields>(emptyFields);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useSaveAnnouncementMutation();
  const refusalText = useRefusalText();
  const loaded = existing.data;
  useEffect(() => {
    if (loaded) setFields(fieldsOf(loaded));
  }, [loaded]);
  const set = (name: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));
  const listPath = localePath('/admin/announcements');

  const submit = async () => {
    const draft = { ...fields, url: fields.url.trim() || null, from: startOfDay(fields.from), to: startOfDay(fields.to) };
    const answer = await save({ id: id ?? null, draft });
    if ('error' in answer) return setErrors({ '': intl.formatMessage(contentAdminMessages.loadFailed) });
    if (answer.data.ok) return navigate(listPath);
    setErrors(refusalText(answer.data.error));
  };

  const title = routeTitleMessages[id ? 'route_title_admin-announcements-id-edit' : 'route_title_admin-announcements-create'];
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
        <TextField label={intl.formatMessage(contentAdminMessages.salesOrganisation)} isRequired value={fields.sorg} onChange={set('sorg')} errorMessage={errors.sorg} />
        <SelectField
          label={intl.formatMessage(announcementMessages.type)}
          isRequired
          options={ANNOUNCEMENT_TYPES.map((type) => ({ id: type, label: intl.formatMessage(announcementTypeMessages[type]) }))}
          value={fields.type}
          onChange={(value) => set('type')(value ?? 'home_page')}
        />
        <TextField label={intl.formatMessage(announcementMessages.title)} isRequired value={fields.title} onChange={set('title')} errorMessage={errors.title} />
        <LazyRichTextField label={intl.formatMessage(announcementMessages.content)} isRequired value={fields.content} onChange={set('content')} errorMessage={errors.content} />
        <TextField label={intl.formatMessage(announcementMessages.url)} type="url" value={fields.url} onChange={set('url')} errorMessage={errors.url} />
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
