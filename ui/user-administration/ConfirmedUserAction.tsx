import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Result } from '../../domain/shared/result';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Toast } from '../components/Toast';
import { userRefusalText } from './users-messages';

/**
 * A button whose action runs only after the administrator confirms it (delete, generate password); what came of it
 * is said in a message afterwards, the service's refusal in its words.
 */
export function ConfirmedUserAction(props: {
  buttonLabel: string;
  buttonAriaLabel?: string;
  question: string;
  explanation: string;
  confirmLabel: string;
  doneText: string;
  run: () => Promise<Result<void>>;
}) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const confirm = async () => {
    setRunning(true);
    const result = await props.run();
    setRunning(false);
    setAsking(false);
    setOutcome(result.ok ? { tone: 'info', text: props.doneText } : { tone: 'error', text: result.error.map((error) => userRefusalText(intl, error)).join(' ') });
  };
  return (
    <>
      <Button variant="secondary" aria-label={props.buttonAriaLabel} onPress={() => setAsking(true)}>
        {props.buttonLabel}
      </Button>
      <ConfirmDialog
        isOpen={asking}
        title={props.question}
        message={props.explanation}
        confirmLabel={props.confirmLabel}
        isPending={running}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
      {outcome && (
        <Toast tone={outcome.tone} onClose={() => setOutcome(null)}>
          {outcome.text}
        </Toast>
      )}
    </>
  );
}
