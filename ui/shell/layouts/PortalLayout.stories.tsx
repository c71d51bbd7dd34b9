import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PortalStoryParameters } from '../../../.storybook/preview';
import { INITIAL_CUSTOMER_SEARCH } from '../../../application/portal/customers/customer-search-state';
import { EXAMPLE_ACTIVE_CUSTOMER } from '../../../application/portal/testing/portal-ports.in-memory';
import { matchRoute } from '../../../domain/navigation/routes';
import type { SessionUser } from '../../../domain/session/session-user';
import { signedInSession } from '../../testing/session-state';
import { AreaNotAvailablePage } from '../AreaNotAvailablePage';
import { CurrentRouteContext } from '../current-route';
import { exampleAdministrator, exampleHostConfig, exampleShellDealer } from '../testing/frame-examples';
import { PortalLayout, type PortalLayoutProps } from './PortalLayout';

function FramedArea(props: Omit<PortalLayoutProps, 'children'>) {
  return (
    <CurrentRouteContext value={props.match}>
      <PortalLayout {...props}>
        <AreaNotAvailablePage />
      </PortalLayout>
    </CurrentRouteContext>
  );
}

function storeOf(user: SessionUser, options: { customerCount?: number } = {}): PortalStoryParameters {
  return {
    store: {
      session: signedInSession(user, user.salesActiveCustCode ? EXAMPLE_ACTIVE_CUSTOMER : null),
      config: { host: exampleHostConfig() },
      customers: { count: options.customerCount ?? 1, requested: false, search: INITIAL_CUSTOMER_SEARCH, picking: false },
      cart: { count: { itemCount: 3, totalQuantity: 14 }, counting: false },
    },
  };
}

const meta = {
  title: 'Shell/PortalLayout',
  component: FramedArea,
  args: { match: matchRoute('/order')! },
  parameters: { ...storeOf(exampleShellDealer()), route: '/en-us/order' },
} satisfies Meta<typeof FramedArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dealer on a defaultV2 page: top bar, side menu and the page. */
export const DesktopDealer: Story = {};

/** A sales user on a page that needs a customer before one is picked: the picker is open and cannot be closed. */
export const CustomerRequired: Story = {
  args: { pickerForced: true },
  parameters: storeOf(exampleShellDealer({ roles: ['salesman'], salesActiveCustCode: null, hasCustCode: false }), { customerCount: 12 }),
};

/** Sales overview pages stretch to the full width. */
export const FullWidthSalesOverview: Story = { args: { match: matchRoute('/sales-overview')! }, parameters: { route: '/en-us/sales-overview' } };

/** The catalogue's defaultV3 layout. */
export const CatalogueLayout: Story = { args: { match: matchRoute('/catalog/fast-order')! }, parameters: { route: '/en-us/catalog/fast-order' } };

export const Administrator: Story = { parameters: storeOf(exampleAdministrator(), { customerCount: 80 }) };

/** Small screens: the mobile header instead of the top bar, the menu in the drawer. */
export const Mobile: Story = { args: { compact: true }, globals: { viewport: { value: 'mobile1' } } };

/** The full-container layout shows the page alone. */
export const FullContainer: Story = { args: { match: matchRoute('/login')! } };
