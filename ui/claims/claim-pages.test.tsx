import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createClaimRecordsUseCases } from '../../application/portal/claims/claim-records-use-cases';
import { ClaimRecordsGatewayInMemory, exampleClaims } from '../../application/portal/claims/testing/claim-records-gateway.in-memory';
import { inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import { CLAIM_REVIEW_SCOPE } from '../../domain/claims/claim-workflow';
import { exampleHostConfig, exampleShellDealer } from '../shell/testing/frame-examples';
import { fakeUseCases, renderPortal } from '../testing/render-portal';

const dealer = exampleShellDealer();
const reviewer = exampleShellDealer({ scopes: [...dealer.scopes, CLAIM_REVIEW_SCOPE] });
const config = { host: exampleHostConfig() };
const [draft, submitted, informationNeeded] = exampleClaims();

function openPage(path: string, user = dealer) {
  const gateway = new ClaimRecordsGatewayInMemory();
  const useCases = fakeUseCases({ ...createClaimRecordsUseCases({ claimRecords: gateway }), ports: inMemoryPortalPorts({ claimRecords: gateway }) });
  return { gateway, ...renderPortal({ path, user, useCases, state: { config } }) };
}

describe('claim pages', { timeout: 40_000 }, () => {
  it('given the dealer\'s claims, when a status is chosen, then only those claims are listed, each linked to its page', async () => {
    const user = userEvent.setup();
    openPage('/en-us/claim');
    expect((await screen.findByRole('link', { name: draft!.referenceNo }, { timeout: 10_000 })).getAttribute('href')).toBe(`/en-us/claim/${draft!.id}`);
    expect(screen.getByRole('link', { name: 'Create claim' }).getAttribute('href')).toBe('/en-us/claim/create');
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Information needed' }));
    expect(await screen.findByRole('link', { name: informationNeeded!.referenceNo })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: draft!.referenceNo })).toBeNull());
  });

  it('given a reviewer on a claim in review, when rejecting without a reason, then the reason is asked and nothing is sent; with one, the claim moves', async () => {
    const user = userEvent.setup();
    const { gateway } = openPage(`/en-us/claim/${submitted!.id}`, reviewer);
    gateway.records[1] = { ...submitted!, status: { id: 'in_review', description: 'In review', category: 'review', needsReason: false } };
    await screen.findByRole('heading', { name: `Claim ${submitted!.referenceNo}` }, { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: 'Edit claim' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Move to/ }).map((button) => button.textContent)).toEqual(['Move to Information needed', 'Move to Approved', 'Move to Rejected']);

    await user.click(screen.getByRole('button', { name: 'Move to Rejected' }));
    expect(await screen.findByText('Give the reason for this status.')).toBeTruthy();
    expect(gateway.records[1]!.status.id).toBe('in_review');

    await user.click(screen.getByRole('textbox', { name: /Reason/ }));
    await user.paste('Crash damage');
    await user.click(screen.getByRole('button', { name: 'Move to Rejected' }));
    expect(await screen.findByText('The claim is now Rejected.')).toBeTruthy();
    expect(gateway.records[1]!.histories.at(-1)).toMatchObject({ fromStatusId: 'in_review', toStatusId: 'rejected', reason: 'Crash damage' });
  });

  it('given the dealer on its draft, then it may edit it and submit it, and a comment is required', async () => {
    const user = userEvent.setup();
    const { gateway } = openPage(`/en-us/claim/${draft!.id}`);
    expect((await screen.findByRole('link', { name: 'Edit claim' }, { timeout: 10_000 })).getAttribute('href')).toBe(`/en-us/claim/${draft!.id}/edit`);
    expect(screen.getAllByRole('button', { name: /^Move to/ }).map((button) => button.textContent)).toEqual(['Move to Submitted']);

    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(gateway.comments[draft!.id]).toBeUndefined();
    await user.click(screen.getByRole('textbox', { name: /^Comment/ }));
    await user.paste('The owner brings the bike on Monday.');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('The owner brings the bike on Monday.')).toBeTruthy();
  });

  it('opens a photo large from its thumbnail, goes to the next one by keyboard and closes on Escape', async () => {
    const user = userEvent.setup();
    openPage(`/en-us/claim/${draft!.id}`);
    const thumbnail = await screen.findByRole('button', { name: 'Open photo 1, bike.jpg' }, { timeout: 10_000 });
    thumbnail.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Photo 1 of 3: bike.jpg' });
    expect(within(dialog).getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toBe(draft!.files[1]!.url);
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Photo 2 of 3: serial.jpg' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists the history of the claim: who moved it, from where to where and why', async () => {
    openPage(`/en-us/claim/${informationNeeded!.id}`);
    const history = await screen.findByRole('region', { name: 'History' }, { timeout: 10_000 });
    const entries = within(history).getAllByRole('listitem').map((entry) => entry.textContent);
    expect(entries[0]).toContain('Filed as Draft');
    expect(entries[3]).toContain('In review → Information needed');
    expect(entries[3]).toContain('Wulan Hartono');
    expect(entries[3]).toContain('Reason: Please send a sharper photo of the serial number.');
  });
});
