import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createPdiUseCases } from '../../application/portal/pdi/pdi-use-cases';
import { EXAMPLE_PDI_CHECKLIST, PdiGatewayInMemory } from '../../application/portal/pdi/testing/pdi-gateway.in-memory';
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

function openPage(path = '/en-us/pdi') {
  const gateway = new PdiGatewayInMemory();
  const useCases = fakeUseCases({ ...createPdiUseCases({ pdi: gateway }), ports: inMemoryPortalPorts({ pdi: gateway }) });
  return { gateway, ...renderPortal({ path, user: dealer, useCases, state: { config } }) };
}

describe('pre-delivery inspections', { timeout: 40_000 }, () => {
  it('given a new inspection with points left open, when saved, then each open point says so; once answered, it is recorded and listed', async () => {
    const user = userEvent.setup();
    const { gateway } = openPage();
    await user.click(await screen.findByRole('button', { name: 'New inspection' }, { timeout: 10_000 }));

    await fill(user, /^Frame number/, 'VLC26B99001');
    await fill(user, /^Article code/, 'VTTE-M-BLK');
    await fill(user, /^Merchandise/, 'E-bike');
    await fill(user, /^Mechanic/, 'Eko Prasetyo');
    await fill(user, /^Description/, 'Checked before hand-over');
    await user.click(screen.getByRole('button', { name: /Brand/ }));
    await user.click(await screen.findByRole('option', { name: 'Velocita' }));
    await screen.findByRole('radiogroup', { name: EXAMPLE_PDI_CHECKLIST[0]!.label });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findAllByText('Choose what this point needed.')).toHaveLength(EXAMPLE_PDI_CHECKLIST.length);
    expect(gateway.records).toHaveLength(4);

    for (const item of EXAMPLE_PDI_CHECKLIST) {
      await user.click(within(screen.getByRole('radiogroup', { name: item.label })).getByRole('radio', { name: item.id === 'brakes' ? 'Adjusted' : 'Pass' }));
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The inspection is recorded.')).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'VLC26B99001' })).toBeTruthy();
    expect(gateway.records[0]).toMatchObject({ frameNumber: 'VLC26B99001', outcome: 'ready' });
  });

  it('when an inspection is deleted after confirming, then it moves to the deleted ones, from where it is restored', async () => {
    const user = userEvent.setup();
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Delete inspection of VLC26A00101' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('The inspection is deleted.')).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'VLC26A00101' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Deleted' }));
    await user.click(await screen.findByRole('button', { name: 'Restore inspection of VLC26A00101' }));
    expect(await screen.findByText('The inspection is restored.')).toBeTruthy();
  });
});
