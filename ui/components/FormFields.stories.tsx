import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { inPageLandmark } from '../../.storybook/decorators';
import { multilineText, notEmpty, required, text } from '../../domain/forms/field-rules';
import { Button } from './Button';
import { ComboBoxField } from './ComboBoxField';
import { NEW_PASSWORD_RULES, PasswordField } from './PasswordField';
import { PhoneField } from './PhoneField';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

const areas = [
  { id: 'ID01', label: 'Indonesia' },
  { id: 'SG01', label: 'Singapore' },
  { id: 'US01', label: 'United States' },
];

function AllFields({ invalid }: { invalid: boolean }) {
  const [phone, setPhone] = useState(invalid ? '0812-555' : '081234567890');
  return (
    <Form className="login__form" style={{ maxWidth: '28rem' }} validationBehavior="native" onSubmit={(event) => event.preventDefault()}>
      <TextField label="Contact name" name="name" isRequired rules={[required, notEmpty, text]} defaultValue={invalid ? 'Budi 2' : 'Budi Santoso'} />
      <TextAreaField label="Notes" name="notes" isRequired rules={[required, notEmpty, multilineText]} defaultValue={invalid ? '' : 'Deliver on weekdays.'} />
      <PhoneField label="Phone" name="phone" value={phone} onChange={setPhone} countryCode="+62" />
      <PasswordField label="New password" name="password" isRequired rules={NEW_PASSWORD_RULES} defaultValue={invalid ? 'short' : 'Pedal2024'} />
      <SelectField label="Sales area" name="area" options={areas} isRequired defaultValue={invalid ? null : 'ID01'} />
      <SelectField label="Target markets" name="markets" selectionMode="multiple" options={areas} isRequired defaultValue={invalid ? [] : ['ID01', 'SG01']} />
      <ComboBoxField label="Country" name="country" options={areas} isRequired defaultValue={invalid ? null : 'US01'} />
      <Button type="submit">Save</Button>
    </Form>
  );
}

const meta = {
  title: 'Components/FormFields',
  component: AllFields,
  args: { invalid: false },
  decorators: [inPageLandmark],
} satisfies Meta<typeof AllFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {};

/** Press Save (or leave each field) to see the rule messages. */
export const Invalid: Story = { args: { invalid: true } };

export const ServerError: Story = {
  render: () => <TextAreaField label="Notes" defaultValue="Call me" errorMessage="Only letters, spaces and - . , / & : are allowed" />,
};
