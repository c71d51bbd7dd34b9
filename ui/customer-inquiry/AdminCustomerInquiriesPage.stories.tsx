import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomerInquiryGatewayInMemory } from '../../application/portal/customer-inquiry/testing/customer-inquiry-gateway.in-memory';
import { exampleInquiry } from '../../domain/customer-inquiry/testing/example-inquiry';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { AdminCustomerInquiriesPage } from './AdminCustomerInquiriesPage';

function withInquiries() {
  const gateway = new CustomerInquiryGatewayInMemory();
  void gateway.send(exampleInquiry(), '');
  void gateway.send(exampleInquiry({ custName: 'Gowes Bali', custCity: 'Denpasar', custState: 'Bali' }), '');
  return gateway;
}

const meta = {
  title: 'Customer inquiry/AdminCustomerInquiriesPage',
  component: AdminCustomerInquiriesPage,
  ...catalogueMeta('/admin/customer-inquiries', { ports: { customerInquiries: withInquiries() } }),
} satisfies Meta<typeof AdminCustomerInquiriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The inquiries received, newest first. */
export const Loaded: Story = {};

/** No prospect has sent an inquiry yet. */
export const Empty: Story = catalogueStory('/admin/customer-inquiries', { ports: { customerInquiries: new CustomerInquiryGatewayInMemory() } });
