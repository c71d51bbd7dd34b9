import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFramesUseCases } from '../../application/portal/frames/frames-use-cases';
import { FramesGatewayInMemory } from '../../application/portal/frames/testing/frames-gateway.in-memory';
import { inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import { exampleHostConfig, exampleShellDealer } from '../shell/testing/frame-examples';
import { fakeUseCases, renderPortal } from '../testing/render-portal';

const dealer = exampleShellDealer();
const config = { host: exampleHostConfig() };

/** Types a whole value at once: the form is what is tested, not each key press. */
async function fill(user: ReturnType<typeof userEvent.setup>, name: RegExp, value: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(value);
}

function openPage(path = '/en-us/retail-sales') {
  const gateway = new FramesGatewayInMemory();
  const useCases = fakeUseCases({ ...createFramesUseCases({ frames: gateway }), ports: inMemoryPortalPorts({ frames: gateway }) });
  return { gateway, ...renderPortal({ path, user: dealer, useCases, state: { config } }) };
}

async function fillBuyer(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, /^Consumer name/, 'Dewi Lestari');
  await fill(user, /^Phone/, '081234567890');
  await fill(user, /^Address/, 'Jl. Merdeka 1');
  await fill(user, /^City/, 'Surabaya');
}

describe('retail sales and frame registration', { timeout: 150_000 }, () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = vi.fn(() => 'blob:warranty');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists a sale in every status, the warranty only of the complete one, and filters by status', async () => {
    const user = userEvent.setup();
    const { gateway } = openPage();
    expect(await screen.findByRole('rowheader', { name: 'VLC26B00001' }, { timeout: 60_000 })).toBeTruthy();
    expect(screen.getAllByRole('rowheader')).toHaveLength(7);
    const downloads = screen.getAllByRole('button', { name: /^Download warranty of/ });
    expect(downloads).toHaveLength(1);
    await user.click(downloads[0]!);
    expect(gateway.downloads).toEqual(['sale-7']);
    await waitFor(() => expect(saved).toEqual(['Warranty VLC26B00007.pdf']));

    await user.click(screen.getByRole('button', { name: /Sales to show/ }));
    await user.click(await screen.findByRole('option', { name: 'Failed Update' }));
    await waitFor(() => expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['VLC26B00005']), { timeout: 20_000 });
    expect(screen.getAllByText(/^Refused: /).length).toBeGreaterThan(0);
  });

  it('given a frame already reported, when registered, then the form says so; a frame that can be reported is registered and listed', async () => {
    const user = userEvent.setup();
    const { gateway } = openPage();
    await user.click(await screen.findByRole('button', { name: 'Register a frame' }, { timeout: 60_000 }));
    await fill(user, /^Frame number/, 'VLC26B00001');
    await user.click(screen.getByRole('button', { name: 'Check frame' }));
    expect((await screen.findByRole('status')).textContent).toContain('Frame already reported.');

    await fillBuyer(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Frame already reported.', { selector: '.field__error' })).toBeTruthy();

    const frameNumber = screen.getByRole('textbox', { name: /^Frame number/ });
    await user.clear(frameNumber);
    await user.type(frameNumber, 'vlc26b00021');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Frame VLC26B00021 is registered.')).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'VLC26B00021' })).toBeTruthy();
    expect(gateway.sales[0]).toMatchObject({ frameNumber: 'VLC26B00021', status: 'pending_insert' });
  });

  it('keeps a registration the brand is processing, and deletes another after confirming', async () => {
    const user = userEvent.setup();
    openPage();
    await screen.findByRole('rowheader', { name: 'VLC26B00003' }, { timeout: 60_000 });
    expect(screen.queryByRole('button', { name: 'Delete the registration of VLC26B00003' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete the registration of VLC26B00001' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The registration was deleted.')).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'VLC26B00001' })).toBeNull();
  });
});
