import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';
import { email, FIELD_MESSAGE_KEYS, notEmpty, phone, type FieldMessageKey } from '../../domain/forms/field-rules';
import type { CustomerInquiryInput } from '../../domain/customer-inquiry/customer-inquiry';
import { fieldPath, type UserError } from '../../domain/shared/user-error';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { TextAreaField } from '../components/TextAreaField';
import { TextField } from '../components/TextField';
import { commonMessages } from '../i18n/common-messages';
import { fieldMessages } from '../i18n/field-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { useCustomerInquiryOfferedQuery, useInquiryCitiesQuery, useInquiryCountriesQuery, useSendCustomerInquiryMutation } from './customer-inquiry-api';
import { inquiryMessages } from './customer-inquiry-messages';
import './customer-inquiry.css';

type Fields = Omit<CustomerInquiryInput, 'host' | 'custPostalCode' | 'custWeb'> & { custPostalCode: string; custWeb: string; countryId: string };

const EMPTY: Fields = { reason: '', goal: '', custName: '', custAddress: '', custState: '', custPostalCode: '', custCountry: '', countryId: '', custEmail: '', custPhone: '', custCity: '', custWeb: '' };

function errorText(intl: IntlShape, error: UserError): string {
  if ((FIELD_MESSAGE_KEYS as readonly string[]).includes(error.message)) return intl.formatMessage(fieldMessages[error.message as FieldMessageKey], error.values);
  if (error.message === 'inquiry_too_many') return intl.formatMessage(inquiryMessages.tooMany);
  if (error.message === 'inquiry_not_offered') return intl.formatMessage(inquiryMessages.notOffered);
  return intl.formatMessage(inquiryMessages.failed);
}

function InquiryForm() {
  const intl = useIntl();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<readonly UserError[]>([]);
  const [sent, setSent] = useState(false);
  const countries = useInquiryCountriesQuery();
  const cities = useInquiryCitiesQuery(fields.countryId, { skip: fields.countryId === '' });
  const [send, sending] = useSendCustomerInquiryMutation();
  const change = (field: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [field]: value }));
  const errorOf = (field: string) => {
    const found = errors.find((error) => fieldPath(error) === field);
    return found ? errorText(intl, found) : null;
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { countryId: _countryId, ...rest } = fields;
    const input: CustomerInquiryInput = { ...rest, host: window.location.host, custPostalCode: fields.custPostalCode || null, custWeb: fields.custWeb || null };
    const answer = await send({ input, honeypot });
    if ('error' in answer) return setErrors([{ field: [], message: 'failed_customer_inquiry', values: {} }]);
    if (!answer.data.ok) return setErrors(answer.data.error);
    setErrors([]);
    setSent(true);
  }

  if (sent) return <p role="status" className="inquiry__sent">{intl.formatMessage(inquiryMessages.sent)}</p>;
  const general = errors.find((error) => error.field.length === 0);
  return (
    <Form className="inquiry__form" onSubmit={(event) => void submit(event)}>
      {errors.length > 0 && (
        <p role="alert" className="field__error">
          {general ? errorText(intl, general) : intl.formatMessage(inquiryMessages.failed)}
        </p>
      )}
      <TextField label={intl.formatMessage(inquiryMessages.name)} isRequired rules={[notEmpty]} value={fields.custName} onChange={change('custName')} errorMessage={errorOf('custName')} />
      <TextAreaField label={intl.formatMessage(inquiryMessages.reason)} isRequired rules={[notEmpty]} rows={3} value={fields.reason} onChange={change('reason')} errorMessage={errorOf('reason')} />
      <TextAreaField label={intl.formatMessage(inquiryMessages.goal)} isRequired rules={[notEmpty]} rows={3} value={fields.goal} onChange={change('goal')} errorMessage={errorOf('goal')} />
      <TextAreaField label={intl.formatMessage(inquiryMessages.address)} isRequired rules={[notEmpty]} rows={2} value={fields.custAddress} onChange={change('custAddress')} errorMessage={errorOf('custAddress')} />
      <SelectField
        label={intl.formatMessage(inquiryMessages.country)}
        isRequired
        options={(countries.data ?? []).map((country) => ({ id: country.id, label: country.name }))}
        value={fields.countryId || null}
        onChange={(id) => setFields((current) => ({ ...current, countryId: id ?? '', custCountry: countries.data?.find((country) => country.id === id)?.name ?? '', custCity: '' }))}
        errorMessage={errorOf('custCountry')}
      />
      <SelectField
        label={intl.formatMessage(inquiryMessages.city)}
        isRequired
        isDisabled={fields.countryId === ''}
        options={(cities.data ?? []).map((city) => ({ id: city.description, label: city.description }))}
        value={fields.custCity || null}
        onChange={(city) => change('custCity')(city ?? '')}
        errorMessage={errorOf('custCity')}
      />
      <TextField label={intl.formatMessage(inquiryMessages.state)} isRequired rules={[notEmpty]} value={fields.custState} onChange={change('custState')} errorMessage={errorOf('custState')} />
      <TextField label={intl.formatMessage(inquiryMessages.postalCode)} value={fields.custPostalCode} onChange={change('custPostalCode')} errorMessage={errorOf('custPostalCode')} />
      <TextField label={intl.formatMessage(inquiryMessages.email)} type="email" isRequired rules={[notEmpty, email]} value={fields.custEmail} onChange={change('custEmail')} errorMessage={errorOf('custEmail')} />
      <TextField
        label={intl.formatMessage(inquiryMessages.phone)}
        description={intl.formatMessage(inquiryMessages.phoneHint)}
        type="tel"
        inputMode="numeric"
        isRequired
        rules={[notEmpty, phone]}
        value={fields.custPhone}
        onChange={change('custPhone')}
        errorMessage={errorOf('custPhone')}
      />
      <TextField label={intl.formatMessage(inquiryMessages.web)} type="url" value={fields.custWeb} onChange={change('custWeb')} errorMessage={errorOf('custWeb')} />
      {/* People never see nor reach this field; programs that fill every field fill it too. */}
      <div className="inquiry__trap" aria-hidden="true">
        <label htmlFor="inquiry-website2">{intl.formatMessage(inquiryMessages.honeypot)}</label>
        <input id="inquiry-website2" name="website2" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
      </div>
      <Button type="submit" isDisabled={sending.isLoading}>
        {intl.formatMessage(inquiryMessages.send)}
      </Button>
    </Form>
  );
}

/** /new-customer-inquiry: the public form a prospect sends to become a dealer, where the host takes inquiries. */
export function NewCustomerInquiryPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const offered = useCustomerInquiryOfferedQuery();
  const title = intl.formatMessage(inquiryMessages.title);
  return (
    <main className="full-container inquiry" aria-labelledby="inquiry-title">
      <title>{title}</title>
      <h1 id="inquiry-title">{title}</h1>
      {offered.isLoading && <Spinner label={intl.formatMessage(commonMessages.loading)} />}
      {offered.isError && <EmptyState type="custom" title={intl.formatMessage(inquiryMessages.loadFailed)} action={<Button onPress={() => void offered.refetch()}>{intl.formatMessage(inquiryMessages.tryAgain)}</Button>} />}
      {offered.data === false && <EmptyState type="custom" title={intl.formatMessage(inquiryMessages.notOffered)} />}
      {offered.data === true && (
        <>
          <p>{intl.formatMessage(inquiryMessages.intro)}</p>
          <InquiryForm />
        </>
      )}
      <LinkButton variant="secondary" href={localePath('/login')}>
        {intl.formatMessage(inquiryMessages.toLogin)}
      </LinkButton>
    </main>
  );
}
