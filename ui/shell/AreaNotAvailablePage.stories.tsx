import type { Meta, StoryObj } from '@storybook/react-vite';
import { inPageLandmark } from '../../.storybook/decorators';
import { matchRoute } from '../../domain/navigation/routes';
import { AreaNotAvailablePage } from './AreaNotAvailablePage';
import { CurrentRouteContext } from './current-route';

const meta = {
  title: 'Shell/AreaNotAvailablePage',
  component: AreaNotAvailablePage,
} satisfies Meta<typeof AreaNotAvailablePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A route with a title names itself above the notice. */
export const TitledRoute: Story = {
  decorators: [
    inPageLandmark,
    (Story) => (
      <CurrentRouteContext value={matchRoute('/invoice/open-invoice')!}>
        <Story />
      </CurrentRouteContext>
    ),
  ],
};

export const UntitledRoute: Story = { decorators: [inPageLandmark] };

/** A public page of the full-container layout, shown without the frame. */
export const FullContainerRoute: Story = {
  decorators: [
    (Story) => (
      <CurrentRouteContext value={matchRoute('/new-customer-inquiry')!}>
        <Story />
      </CurrentRouteContext>
    ),
  ],
};
