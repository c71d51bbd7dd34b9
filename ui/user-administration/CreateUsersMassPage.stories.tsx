import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueMeta } from '../catalogue/testing/catalogue-stories';
import { userError } from '../../domain/shared/user-error';
import { CreateUsersMassPage, MassCreationOutcome } from './CreateUsersMassPage';

const meta = {
  title: 'Administration/CreateUsersMassPage',
  component: CreateUsersMassPage,
  ...catalogueMeta('/admin/users/create-users-mass'),
} satisfies Meta<typeof CreateUsersMassPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The upload with the columns the spreadsheet needs. */
export const Upload: Story = {};

/** What an upload with two refused rows answers: the others were created. */
export const RefusedRows: Story = {
  render: () => (
    <MassCreationOutcome
      report={{
        created: [
          { row: 2, id: 'user-20', username: 'dealer20' },
          { row: 4, id: 'user-21', username: 'dealer21' },
        ],
        refusedRows: [
          { row: 3, errors: [userError('email', 'valid_email'), userError('roles', 'invalid_choice', { value: 'pilot' })] },
          { row: 5, errors: [userError('username', 'repeats_row', { row: 2 })] },
        ],
      }}
    />
  ),
};
