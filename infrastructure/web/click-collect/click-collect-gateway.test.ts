import { ok, refused } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import { describe, expect, it } from 'vitest';
import { TokenStoreInMemory } from '../../../application/portal/session/testing/token-store.in-memory';
import { ApiClient } from '../api-client';
import { ClickCollectGatewayGraphql } from './click-collect-gateway';
import { jsonResponse, scriptedFetch, type ScriptedAnswer } from '../testing/fetch.scripted';
import { GraphqlClient } from '../graphql-client';

function gatewayAnswering(...answers: ScriptedAnswer[]) {
  const { fetch, seen } = scriptedFetch(...answers);
  return { seen, gateway: new ClickCollectGatewayGraphql(new GraphqlClient(new ApiClient({ baseUrl: 'https://api.example/', fetch, tokens: new TokenStoreInMemory('access-1') }))) };
}

const order = {
  id: 'cc-1',
  orderNo: 'CC-100006',
  status: 'partially_shipped',
  nextStatuses: ['shipped'],
  customerName: 'Fitri Kusuma',
  customerEmail: null,
  customerPhone: '+62 812 5550 1005',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
  details: [{ id: 'item-1', name: 'Velocita Inner Tube 700', sku: 'VP-TUBE-700', qty: 3, qtyShipped: 1, mark: 'order_to_hq', awaitingFromHq: 2, ready: false }],
};

describe('click and collect gateway', () => {
  it('sends a shipment as its lines and reads the order as it now is', async () => {
    const { gateway, seen } = gatewayAnswering(
      jsonResponse(200, { data: { clickCollectUpdateShipments: { message: { status: true, description: 'success_update_shipment' }, userErrors: [], order } } }),
    );

    const outcome = await gateway.updateShipments('cc-1', [{ itemId: 'item-1', qty: 1 }]);

    expect(outcome).toEqual(ok(order));
    expect((seen[0]?.body as { variables: unknown }).variables).toEqual({ shipment: { orderId: 'cc-1', lines: [{ itemId: 'item-1', qty: 1 }] } });
  });

  it('reads a refusal as its field path and dictionary key', async () => {
    const { gateway } = gatewayAnswering(
      jsonResponse(200, {
        data: { clickCollectUpdateStatus: { message: { status: false, description: 'failed_update_status' }, userErrors: [{ field: ['status'], message: 'click_collect_items_not_ready' }], order: null } },
      }),
    );

    expect(await gateway.updateStatus('cc-1', 'ready_to_pickup')).toEqual(refused(userError('status', 'click_collect_items_not_ready')));
  });

  it('answers null for an order the store does not hold', async () => {
    const { gateway } = gatewayAnswering(jsonResponse(200, { data: { clickCollectOrder: null } }));
    expect(await gateway.order('cc-404')).toBeNull();
  });
});
