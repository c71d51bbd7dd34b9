import { useState } from 'react';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';

export interface ConfirmedDeleteButtonProps {
  /** The button's words, naming what it deletes ("Delete Shop signage"). */
  label: string;
  /** The question the dialog asks. */
  question: string;
  /** Deletes; answers the refusal in words, or null when it is gone. */
  onDelete: () => Promise<string | null>;
}

/** A delete button that asks first and says a refusal (a category that still holds images) beside itself. */
export function ConfirmedDeleteButton({ label, question, onDelete }: ConfirmedDeleteButtonProps) {
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  async function confirm() {
    setPending(true);
    const answer = await onDelete();
    setPending(false);
    setAsking(false);
    setRefusal(answer);
  }
  return (
    <>
      <Button variant="secondary" onPress={() => setAsking(true)}>
        {label}
      </Button>
      {refusal && (
        <span role="alert" className="field__error">
          {refusal}
        </span>
      )}
      <ConfirmDialog isOpen={asking} title={question} isPending={pending} onConfirm={() => void confirm()} onCancel={() => setAsking(false)} />
    </>
  );
}
