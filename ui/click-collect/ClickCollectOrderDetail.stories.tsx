import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClickCollectGatewayInMemory, exampleClickCollectOrders, toClickCollectOrder } from '../../application/portal/click-collect/testing/click-collect-gateway.in-memory';
import { createClickCollectUseCases } from '../../application/portal/click-collect/click-collect-use-cases';
import { catalogueMeta } from '../catalogue/testing/catalogue-stories';
import { ClickCollectOrderDetail } from './ClickCollectOrderDetail';

const useCases = createClickCollectUseCases({ clickCollect: new ClickCollectGatewayInMemory() });
const orderNo = (number: string) => toClickCollectOrder(exampleClickCollectOrders().find((order) => order.orderNo === number)!);
const shipping = orderNo('CC-100006');
const hqItem = shipping.details.find((item) => item.mark === 'order_to_hq')!;

const meta = {
  title: 'Click and collect/ClickCollectOrderDetail',
  component: ClickCollectOrderDetail,
  ...catalogueMeta('/click-collect?order=cc-100001'),
  args: {
    order: orderNo('CC-100001'),
    backHref: '/en-us/click-collect',
    onUpdateStatus: useCases.updateClickCollectStatus,
    onRecordShipment: useCases.recordClickCollectShipment,
    onMarkItems: useCases.markClickCollectItems,
  },
} satisfies Meta<typeof ClickCollectOrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An Open order whose items are being marked. */
export const Marking: Story = {};

/** Marks that could not be saved, in words. */
export const MarkingRefused: Story = { args: { initialMessages: [{ field: 'items', key: 'click_collect_marks_settled' }] } };

/** A shipment of more units than HQ still owes, and of a quantity that is not a whole number. */
export const ShipmentErrors: Story = {
  args: {
    order: shipping,
    initialShipment: { [hqItem.id]: '5' },
    initialMessages: [{ field: 'shipment', key: 'shipment_exceeds_ordered', itemId: hqItem.id }],
  },
};

/** A shipment with nothing typed. */
export const ShipmentEmpty: Story = { args: { order: shipping, initialMessages: [{ field: 'shipment', key: 'click_collect_shipment_empty' }] } };

/** A status update the domain refused: units are still to come from HQ. */
export const StatusRefused: Story = { args: { initialMessages: [{ field: 'status', key: 'click_collect_items_not_ready' }] } };

/** The confirmation asked before the final step. */
export const ConfirmComplete: Story = { args: { order: orderNo('CC-100009'), initialConfirming: 'complete' } };
