import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import { UploadAreaGatewayInMemory } from '../../application/portal/upload-area/testing/upload-area-gateway.in-memory';
import { createUploadAreaUseCases } from '../../application/portal/upload-area/upload-area-use-cases';
import { exampleHostConfig, exampleShellDealer } from '../shell/testing/frame-examples';
import { fakeUseCases, renderPortal } from '../testing/render-portal';

const user = { ...exampleShellDealer(), scopes: [...exampleShellDealer().scopes, 'page.upload-area'] };
const MEGABYTE = 1024 * 1024;

function openPage(gateway = new UploadAreaGatewayInMemory([], MEGABYTE)) {
  const useCases = fakeUseCases({ ...createUploadAreaUseCases({ uploadArea: gateway }), ports: inMemoryPortalPorts({ uploadArea: gateway }) });
  renderPortal({ path: '/en-us/upload-area', user, useCases, state: { config: { host: exampleHostConfig() } } });
  return gateway;
}

const sheet = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('upload area', { timeout: 40_000 }, () => {
  it('given a file of another type, when uploaded, then the page says what the album takes and sends nothing', async () => {
    const person = userEvent.setup({ applyAccept: false });
    const gateway = openPage();
    await person.upload(await screen.findByLabelText('File', {}, { timeout: 10_000 }), sheet('bikes.csv', 10));
    await person.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('This album takes only .xlsx files.')).toBeTruthy();
    expect(gateway.started).toEqual([]);
  });

  it('sends a large file with its progress in bytes, pauses, resumes and lists it once every byte is sent', async () => {
    const person = userEvent.setup();
    const gateway = openPage();
    await person.upload(await screen.findByLabelText('File', {}, { timeout: 10_000 }), sheet('fleet.xlsx', 3 * MEGABYTE));
    await person.click(screen.getByRole('button', { name: 'Upload' }));
    expect(gateway.started).toEqual([{ fileName: 'fleet.xlsx', album: 'account_bikes' }]);
    act(() => gateway.advance());
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuetext')).toBe('1 MB of 3 MB sent');

    await person.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => gateway.advance());
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('1 MB of 3 MB sent');
    expect(screen.getByText('The upload is paused. Resume it to send the rest.')).toBeTruthy();

    await person.click(screen.getByRole('button', { name: 'Resume' }));
    act(() => gateway.advance());
    act(() => gateway.advance());
    expect(await screen.findByText(/The file is uploaded/)).toBeTruthy();
    const listed = await screen.findByRole('heading', { name: 'fleet.xlsx' });
    expect(within(listed.closest('li')!).getByText('Waiting to be processed')).toBeTruthy();
  });

  it('shows a processed upload with the result of every row', async () => {
    openPage(
      new UploadAreaGatewayInMemory([
        {
          id: 'u1',
          album: 'account_bikes',
          fileName: 'bikes.xlsx',
          size: 9_000,
          status: 'processed',
          progress: 100,
          failureReason: null,
          rows: [
            { row: 2, frameNumber: 'VLC1', accepted: true, column: null, reason: null },
            { row: 3, frameNumber: 'VLC9', accepted: false, column: 'frameNumber', reason: 'frame_not_found' },
          ],
          createdAt: '2026-05-04T08:00:00.000Z',
          completedAt: '2026-05-04T08:00:05.000Z',
        },
      ]),
    );
    expect(await screen.findByText('Processed: 1 accepted, 1 refused', {}, { timeout: 10_000 })).toBeTruthy();
    const rows = screen.getByRole('grid', { name: 'Rows of bikes.xlsx' });
    expect(within(rows).getByText('Refused: This customer has no such frame.')).toBeTruthy();
    expect(within(rows).getByText('Accepted')).toBeTruthy();
  });
});
