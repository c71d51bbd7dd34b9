import type { ClickCollectItemMark, ClickCollectStatus } from '../../../../domain/orders/click-collect';

/** The dealer's click-and-collect orders, one or more in every status; articles by index into the demo articles. */
export function clickCollectSpecs(): { status: ClickCollectStatus; consumer: string; items: { article: number; qty: number; shipped: number; mark: ClickCollectItemMark }[] }[] {
  return [
    { status: 'open', consumer: 'Dimas Saputra', items: [{ article: 3, qty: 1, shipped: 0, mark: 'ready_to_pickup' }, { article: 0, qty: 1, shipped: 0, mark: 'order_to_hq' }] },
    { status: 'open', consumer: 'Ayu Lestari', items: [{ article: 6, qty: 2, shipped: 0, mark: 'ready_to_pickup' }] },
    { status: 'need_confirmation', consumer: 'Bagus Wibowo', items: [{ article: 5, qty: 1, shipped: 0, mark: 'order_to_hq' }, { article: 2, qty: 4, shipped: 0, mark: 'ready_to_pickup' }] },
    { status: 'confirmed', consumer: 'Citra Halim', items: [{ article: 1, qty: 1, shipped: 0, mark: 'order_to_hq' }] },
    { status: 'processing_by_hq', consumer: 'Eko Nugroho', items: [{ article: 0, qty: 2, shipped: 0, mark: 'order_to_hq' }] },
    { status: 'shipment_from_hq', consumer: 'Fitri Kusuma', items: [{ article: 4, qty: 3, shipped: 0, mark: 'order_to_hq' }, { article: 3, qty: 1, shipped: 0, mark: 'ready_to_pickup' }] },
    { status: 'partially_shipped', consumer: 'Gilang Permana', items: [{ article: 2, qty: 10, shipped: 4, mark: 'order_to_hq' }] },
    { status: 'shipped', consumer: 'Hana Setiawan', items: [{ article: 6, qty: 1, shipped: 1, mark: 'order_to_hq' }] },
    { status: 'ready_to_pickup', consumer: 'Irfan Gunawan', items: [{ article: 1, qty: 1, shipped: 1, mark: 'order_to_hq' }, { article: 6, qty: 1, shipped: 0, mark: 'ready_to_pickup' }] },
    { status: 'complete', consumer: 'Joko Hidayat', items: [{ article: 3, qty: 2, shipped: 0, mark: 'ready_to_pickup' }] },
    // Older orders waiting for HQ's confirmation, each with two units from HQ: the click-and-collect end-to-end test
    // walks the oldest of them to Complete on every run (desktop, then mobile), so each run finds one left.
    { status: 'need_confirmation', consumer: 'Kartika Sari', items: [{ article: 2, qty: 2, shipped: 0, mark: 'order_to_hq' }, { article: 6, qty: 1, shipped: 0, mark: 'ready_to_pickup' }] },
    { status: 'need_confirmation', consumer: 'Lukman Hakim', items: [{ article: 4, qty: 2, shipped: 0, mark: 'order_to_hq' }, { article: 3, qty: 1, shipped: 0, mark: 'ready_to_pickup' }] },
  ];
}
