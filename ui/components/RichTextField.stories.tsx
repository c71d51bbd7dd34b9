import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { inPageLandmark } from '../../.storybook/decorators';
import { RichTextField, type RichTextFieldProps } from './RichTextField';

function ControlledRichTextField(props: Omit<RichTextFieldProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: '40rem' }}>
      <RichTextField {...props} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Components/RichTextField',
  component: ControlledRichTextField,
  args: { label: 'Content', value: '' },
  decorators: [inPageLandmark],
} satisfies Meta<typeof ControlledRichTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: {
    value: '<p>The <strong>2027 range</strong> is open for pre-order.</p><ul><li>E-bikes</li><li>Gravel</li></ul><p><a href="https://velocita.example/range">See the range</a></p>',
    description: 'Shown on the home page of every dealer of the sales organisation',
  },
};

export const Invalid: Story = { args: { isRequired: true, errorMessage: 'This field is required' } };
