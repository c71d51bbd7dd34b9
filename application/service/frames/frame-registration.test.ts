import { describe, expect, it } from 'vitest';
import type { FrameRegistrationDraft } from '../../../domain/frames/registration';
import { ActiveCustomerRepositoryInMemory, DEALER_CUSTOMER, OTHER_CUSTOMER } from '../customers/testing/active-customers.in-memory';
import { ClockFixed } from '../invoices/testing/invoices.in-memory';
import { givenPrincipal } from '../shared/testing/principals';
import { deleteFrameRegistration, lookUpFrames, registerFrame } from './frame-registration';
import { FramesRepositoryInMemory } from './testing/frames.in-memory';

const model = { articleCode: 'VTTE-M-BLK', articleName: 'Tempo E', oldCode: null };

function given() {
  const frames = new FramesRepositoryInMemory(
    [
      { frameNumber: 'VLC1', brand: 'Velocita', customerId: 'c1', ...model },
      { frameNumber: 'VLC2', brand: 'Velocita', customerId: 'c2', ...model },
      { frameNumber: 'WIM1', brand: 'Wim Cycles', customerId: 'c1', ...model },
    ],
    { ID01: ['Velocita'] },
  );
  const deps = {
    activeCustomers: new ActiveCustomerRepositoryInMemory([DEALER_CUSTOMER, OTHER_CUSTOMER]),
    frames,
    invoicesSettings: { today: () => '2026-03-15' },
    clock: new ClockFixed(new Date('2026-03-15T05:00:00Z')),
  };
  return { deps, frames };
}

const dealer = givenPrincipal({ ownCustomerId: 'c1' });
const draft = (change: Partial<FrameRegistrationDraft> = {}): FrameRegistrationDraft => ({
  frameNumber: 'vlc1',
  soldDate: '2026-03-14',
  consumer: { name: 'Dewi', phone: '0812345678', address: 'Jl. Merdeka 1', city: 'Surabaya', email: '' },
  dealerName: '',
  nonRetail: false,
  useAccountData: false,
  ...change,
});

describe('registering sold frames', () => {
  it('registers the dealer’s own frame as a pending insert, once', async () => {
    const { deps, frames } = given();
    expect(await registerFrame(deps, dealer, draft())).toEqual({ ok: true, value: { id: 'r1', frameNumber: 'VLC1' } });
    expect(frames.registrations[0]).toMatchObject({ customerId: 'c1', status: 'pending_insert', registeredByUserId: dealer.userId });
    const again = await registerFrame(deps, dealer, draft());
    expect(again.ok ? [] : again.error.map((error) => error.message)).toEqual(['frame_already_reported']);
  });

  it('refuses another dealer’s frame as not found, another brand’s and a sale dated tomorrow, and stores nothing', async () => {
    const { deps, frames } = given();
    const refusals = await Promise.all([registerFrame(deps, dealer, draft({ frameNumber: 'VLC2' })), registerFrame(deps, dealer, draft({ frameNumber: 'WIM1' })), registerFrame(deps, dealer, draft({ soldDate: '2026-03-16' }))]);
    expect(refusals.map((result) => (result.ok ? null : result.error[0]!.message))).toEqual(['frame_not_found', 'frame_other_brand', 'frame_sold_date_future']);
    expect(frames.registrations).toHaveLength(0);
  });

  it('lets the dealer’s account data stand for the buyer only of a bike on the dealer’s account bike data', async () => {
    const { deps, frames } = given();
    const accountSale = draft({ useAccountData: true, nonRetail: true, consumer: { name: '', phone: '', address: '', city: '', email: '' } });
    const refusal = await registerFrame(deps, dealer, accountSale);
    expect(refusal.ok ? [] : refusal.error.map((error) => [error.field, error.message])).toEqual([[['useAccountData'], 'frame_not_account_bike']]);
    expect(frames.registrations).toHaveLength(0);
    frames.accountBikes.push('c1/VLC1');
    expect(await registerFrame(deps, dealer, accountSale)).toMatchObject({ ok: true, value: { frameNumber: 'VLC1' } });
  });

  it('looks frames up with their messages, without the model of another dealer’s frame', async () => {
    const { deps } = given();
    const looked = await lookUpFrames(deps, dealer, ['vlc1', 'VLC2']);
    expect(looked.ok && looked.value.map(({ frameNumber, message, frame }) => [frameNumber, message, frame?.articleName ?? null])).toEqual([
      ['VLC1', 'frame_can_be_reported', 'Tempo E'],
      ['VLC2', 'frame_not_found', null],
    ]);
  });

  it('withdraws a pending registration but not one the brand is processing', async () => {
    const { deps, frames } = given();
    await registerFrame(deps, dealer, draft());
    frames.registrations[0]!.status = 'processing_insert';
    expect((await deleteFrameRegistration(deps, dealer, 'VLC1', 'Velocita')).ok).toBe(false);
    frames.registrations[0]!.status = 'failed_insert';
    expect(await deleteFrameRegistration(deps, dealer, ' vlc1 ', 'Velocita')).toEqual({ ok: true, value: { frameNumber: 'VLC1' } });
    expect(frames.registrations).toHaveLength(0);
  });
});
