import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomerInquiryGatewayInMemory } from '../../application/portal/customer-inquiry/testing/customer-inquiry-gateway.in-memory';
import { onRoute } from '../catalogue/testing/catalogue-stories';
import { NewCustomerInquiryPage } from './NewCustomerInquiryPage';

const meta = {
  title: 'Customer inquiry/NewCustomerInquiryPage',
  component: NewCustomerInquiryPage,
  decorators: [onRoute('/new-customer-inquiry')],
  parameters: { route: '/en-us/new-customer-inquiry' },
} satisfies Meta<typeof NewCustomerInquiryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The public form a prospect fills in. */
export const Form: Story = {};

/** A host that does not take inquiries. */
export const NotOffered: Story = { parameters: { route: '/en-us/new-customer-inquiry', ports: { customerInquiries: new CustomerInquiryGatewayInMemory(false) } } };
