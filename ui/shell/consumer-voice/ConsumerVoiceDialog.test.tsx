import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { reportIntlError } from '../../i18n/report-intl-error';
import { describe, expect, it, vi } from 'vitest';
import type { PortalUseCases } from '../../../application/portal/portal-use-cases';
import { err, ok } from '../../../domain/shared/result';
import { createPortalStore } from '../../store/store';
import { consumerVoiceOpened, selectConsumerVoiceOpen } from '../shell-slice';
import { selectPopups } from '../popups/popup-slice';
import { ConsumerVoiceForm } from './ConsumerVoiceDialog';
import { consumerVoiceSubmitted } from './consumer-voice-thunks';

function renderForm() {
  const onSend = vi.fn(async (_notes: string): Promise<string | null> => null);
  render(
    <IntlProvider locale="en-us" onError={reportIntlError}>
      <ConsumerVoiceForm isOpen onClose={vi.fn()} onSend={onSend} />
    </IntlProvider>,
  );
  return { onSend, user: userEvent.setup() };
}

describe('consumer voice dialog', () => {
  it('asks for confirmation before sending the notes', async () => {
    const { onSend, user } = renderForm();

    await user.type(screen.getByRole('textbox', { name: /Notes/ }), 'Great bikes.{Enter}Slow delivery.');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(onSend).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Great bikes.\nSlow delivery.'));
  });

  it('shows the text rule instead of asking when the notes break it', async () => {
    const { onSend, user } = renderForm();

    await user.type(screen.getByRole('textbox', { name: /Notes/ }), 'Call 0812!');
    await user.click(screen.getByRole('button', { name: 'SEND' }));

    expect(await screen.findByText('Only letters, spaces and - . , / & : are allowed')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onSend).not.toHaveBeenCalled();
  });
});

describe('consumerVoiceSubmitted', () => {
  it('closes the dialog with a blue pop-up when sent, and shows a red one when it fails', async () => {
    const sendConsumerVoice = vi.fn<PortalUseCases['sendConsumerVoice']>().mockResolvedValueOnce(ok(undefined)).mockResolvedValueOnce(err({ kind: 'refused' }));
    const store = createPortalStore({ sendConsumerVoice } as unknown as PortalUseCases);
    store.dispatch(consumerVoiceOpened());

    expect(await store.dispatch(consumerVoiceSubmitted('Fine'))).toEqual({ kind: 'sent' });
    expect(selectConsumerVoiceOpen(store.getState())).toBe(false);
    store.dispatch(consumerVoiceOpened());
    expect(await store.dispatch(consumerVoiceSubmitted('Fine'))).toEqual({ kind: 'failed' });
    expect(selectConsumerVoiceOpen(store.getState())).toBe(true);

    expect(selectPopups(store.getState()).map((popup) => [popup.tone, popup.message.id])).toEqual([
      ['info', 'success_send_consumer_voice'],
      ['error', 'failed_send_consumer_voice'],
    ]);
  });
});
