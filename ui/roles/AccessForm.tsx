import { useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { fieldPath, type UserError } from '../../domain/shared/user-error';
import type { Result } from '../../domain/shared/result';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { Spinner } from '../components/Spinner';
import { TextField } from '../components/TextField';
import { Toast } from '../components/Toast';
import { commonMessages } from '../i18n/common-messages';
import { refusalText, rolesMessages } from './roles-messages';
import './access-admin.css';

/** The refusals of a save by the field they concern ('' for the whole save), as the form shows them. */
export type FieldErrors = Record<string, string>;

/** The refusals by field; a refusal of an item of a list (`scopes.3`) shows on the list. */
export function errorsByField(intl: ReturnType<typeof useIntl>, errors: readonly UserError[]): FieldErrors {
  const shown: FieldErrors = {};
  for (const error of errors) {
    const field = fieldPath(error).split('.')[0] ?? '';
    shown[field] ??= refusalText(intl, error);
  }
  return shown;
}

/** A save's state: the refusals shown and whether the last save went through. */
export function useSave<T>(save: () => Promise<Result<T>>, onSaved: (value: T) => void) {
  const intl = useIntl();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setSaved(false);
    const result = await save();
    setSaving(false);
    setErrors(result.ok ? {} : errorsByField(intl, result.error));
    setSaved(result.ok);
    if (result.ok) onSaved(result.value);
  };
  return { errors, saving, saved, dismissSaved: () => setSaved(false), submit };
}

/** The name and description every access form starts with. */
export function NameFields({ name, description, onName, onDescription, errors, nameReadOnly = false }: { name: string; description: string; onName: (value: string) => void; onDescription: (value: string) => void; errors: FieldErrors; nameReadOnly?: boolean }) {
  const intl = useIntl();
  return (
    <>
      <TextField label={intl.formatMessage(rolesMessages.name)} name="name" value={name} onChange={onName} isRequired isReadOnly={nameReadOnly} errorMessage={errors.name ?? null} />
      <TextField label={intl.formatMessage(rolesMessages.description)} name="description" value={description} onChange={onDescription} errorMessage={errors.description ?? null} />
    </>
  );
}

/**
 * The frame of a create or edit form of the administration: title, the way back to the list, the form, the save
 * button, a refusal of the whole save and the note that a save went through. While the entry loads a spinner shows;
 * an entry that does not exist says so.
 */
export function AccessForm(props: {
  title: string;
  listHref: string;
  state: 'loading' | 'missing' | 'ready';
  save: ReturnType<typeof useSave>;
  note?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { save } = props;
  const back = <LinkButton variant="secondary" href={props.listHref}>{intl.formatMessage(rolesMessages.back)}</LinkButton>;
  return (
    <AreaFrame title={props.title} actions={back}>
      {props.state === 'loading' && <Spinner label={intl.formatMessage(commonMessages.loading)} />}
      {props.state === 'missing' && <EmptyState type="custom" title={intl.formatMessage(rolesMessages.notFound)} />}
      {props.state === 'ready' && (
        <Form className="access-admin__form" onSubmit={save.submit} validationBehavior="aria">
          {props.note && <p className="access-admin__note">{props.note}</p>}
          {props.children}
          {save.errors[''] && (
            <p role="alert" className="access-admin__refusal">
              {save.errors['']}
            </p>
          )}
          <div className="access-admin__actions">
            <Button type="submit" isDisabled={save.saving}>
              {intl.formatMessage(save.saving ? rolesMessages.saving : rolesMessages.save)}
            </Button>
          </div>
        </Form>
      )}
      {save.saved && (
        <Toast tone="info" onClose={save.dismissSaved}>
          {intl.formatMessage(rolesMessages.saved)}
        </Toast>
      )}
    </AreaFrame>
  );
}
