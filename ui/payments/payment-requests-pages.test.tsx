import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPaymentRequestUseCases } from '../../application/portal/payments/payment-request-use-cases';
import { PaymentRequestsGatewayInMemory } from '../../application/portal/payments/testing/payment-requests-gateway.in-memory';
import { inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import { exampleHostConfig, exampleShellDealer } from '../shell/testing/frame-examples';
import { fakeUseCases, renderPortal } from '../testing/render-portal';

const config = { host: exampleHostConfig() };

function openList(user = exampleShellDealer()) {
  const gateway = new PaymentRequestsGatewayInMemory();
  const areaUseCases = createPaymentRequestUseCases({ paymentRequests: gateway });
  const downloadPaymentRequestDocument = vi.fn(areaUseCases.downloadPaymentRequestDocument);
  const useCases = fakeUseCases({ ...areaUseCases, downloadPaymentRequestDocument, ports: inMemoryPortalPorts({ paymentRequests: gateway }) });
  renderPortal({ path: '/en-us/payment', user, useCases, state: { config } });
  return { gateway, downloadPaymentRequestDocument };
}

const row = (number: string) => screen.getAllByRole('row').find((candidate) => within(candidate).queryByText(number, { exact: true }))!;

async function openDetails(number: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Details of ${number}` }));
  return screen.findByRole('region', { name: new RegExp(`^Payment request ${number}`) });
}

function chooseFile(region: HTMLElement, buttonName: string, file: File) {
  const input = within(region).getByRole('button', { name: buttonName }).parentElement!.querySelector('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('payment request list', { timeout: 15_000 }, () => {
  it('given every status at first, when the filter is set to Void and applied, then only the void request is listed and the service was asked for it', async () => {
    const user = userEvent.setup();
    const { gateway } = openList();
    expect(await screen.findByText('7000000001')).toBeTruthy();
    expect(gateway.queries[0]).toEqual({ statuses: [], from: null, to: null, page: 1, limit: 10 });

    await user.click(screen.getByRole('button', { name: /Status$/ }));
    await user.click(await screen.findByRole('option', { name: 'Void' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Apply filter' }));

    await waitFor(() => expect(screen.queryByText('7000000001')).toBeNull());
    expect(within(row('7000000005')).getByText('Void')).toBeTruthy();
    expect(gateway.queries.at(-1)).toMatchObject({ statuses: ['void'], page: 1 });
  });

  it('given a created-date range of 31 days, when applied, then the filter message shows and the service is not asked', async () => {
    const user = userEvent.setup();
    const { gateway } = openList();
    await screen.findByText('7000000001');

    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('Created to'), { target: { value: '2026-03-03' } });
    await user.click(screen.getByRole('button', { name: 'Apply filter' }));

    expect(await screen.findByText('The date range can be at most 30 days')).toBeTruthy();
    expect(gateway.queries.filter((query) => query.from !== null || query.to !== null)).toEqual([]);
  });

  it('given a pending request, when Void is confirmed in its details, then the row shows it void and the details say so', async () => {
    const user = userEvent.setup();
    openList();
    const details = await openDetails('7000000001');

    await user.click(within(details).getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Void payment request 7000000001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));

    expect(await within(details).findByText('Payment request 7000000001 is void.')).toBeTruthy();
    // The cached list shows a change at the next frame, after the details' notice.
    expect(await within(row('7000000001')).findByText('Void')).toBeTruthy();
    expect(within(details).queryByRole('button', { name: 'Void' })).toBeNull();
  });

  it('given a pending request, when a PNG receipt is uploaded, then it is on processing with the receipt listed; a text file is refused in words', async () => {
    openList();
    const details = await openDetails('7000000001');
    expect(within(details).getByText(/PDF, PNG or JPEG files of at most 5 MB, at most 5 documents per request/)).toBeTruthy();

    chooseFile(details, 'Upload supporting document', new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(details).findByText('Only PDF, PNG or JPEG files can be uploaded')).toBeTruthy();

    chooseFile(details, 'Upload transfer receipt', new File([new Uint8Array(2048)], 'receipt.png', { type: 'image/png' }));
    expect(await within(details).findByText('receipt.png is uploaded.')).toBeTruthy();
    expect(await within(row('7000000001')).findByText('On Processing')).toBeTruthy();
    expect(within(details).getByRole('listitem')).toHaveProperty('textContent', expect.stringContaining('Transfer receipt'));
    expect(within(details).queryByRole('button', { name: 'Upload transfer receipt' })).toBeNull();
  });

  it('given a request on processing, then a dealer may not approve it while an administrator acting for the customer may', async () => {
    const user = userEvent.setup();
    openList(exampleShellDealer({ scopes: [...exampleShellDealer().scopes, 'page.orderlist'] }));
    const details = await openDetails('7000000002');

    await user.click(within(details).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Approve payment request 7000000002?' })).getByRole('button', { name: 'Approve' }));

    expect(await within(details).findByText('Payment request 7000000002 is approved.')).toBeTruthy();
    expect(await within(row('7000000002')).findByText('Complete')).toBeTruthy();
  });

  it('given a dealer, then a request on processing offers no approval and its receipt under review cannot be deleted', async () => {
    openList();
    const details = await openDetails('7000000002');

    expect(within(details).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(details).queryByRole('button', { name: 'Delete transfer-receipt.pdf' })).toBeNull();
    expect(within(details).getByRole('button', { name: 'Delete remittance-advice.png' })).toBeTruthy();
  });

  it('given invoice numbers, when looked up for the payer, then the requests covering them are shown with their details', async () => {
    const user = userEvent.setup();
    openList();
    await screen.findByText('7000000001');

    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Enter at least one invoice number')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Payer$/ }));
    await user.click(await screen.findByRole('option', { name: 'Sepeda Jaya Jakarta (0000100001)' }));
    await user.type(screen.getByRole('textbox', { name: 'Invoice numbers' }), '9000100003');
    await user.click(screen.getByRole('button', { name: 'Find' }));

    const found = await screen.findByRole('list', { name: 'Payment requests for these invoices' });
    expect(within(found).getByRole('region', { name: /^Payment request 7000000005/ })).toBeTruthy();
  });

  describe('downloading a document', () => {
    const saved: string[] = [];
    beforeEach(() => {
      saved.length = 0;
      URL.createObjectURL = vi.fn(() => 'blob:payment-document');
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it('given a request with a receipt, when its Download is pressed, then the receipt is downloaded and saved under its name', async () => {
      const user = userEvent.setup();
      const { downloadPaymentRequestDocument } = openList();
      const details = await openDetails('7000000002');

      await user.click(within(details).getByRole('button', { name: 'Download transfer-receipt.pdf' }));

      await waitFor(() => expect(saved).toEqual(['transfer-receipt.pdf']));
      expect(downloadPaymentRequestDocument).toHaveBeenCalledWith(expect.objectContaining({ id: 'doc-1', downloadUrl: '/api/payments/documents/doc-1/download' }));
      expect(within(details).queryByRole('alert')).toBeNull();
    });

    it('given the download fails, then the failure is said in words and nothing is saved', async () => {
      const user = userEvent.setup();
      const { downloadPaymentRequestDocument } = openList();
      downloadPaymentRequestDocument.mockResolvedValue({ ok: false });
      const details = await openDetails('7000000002');

      await user.click(within(details).getByRole('button', { name: 'Download remittance-advice.png' }));

      expect((await within(details).findByRole('alert')).textContent).toBe('remittance-advice.png could not be downloaded. Please try again.');
      expect(saved).toEqual([]);
    });
  });
});
