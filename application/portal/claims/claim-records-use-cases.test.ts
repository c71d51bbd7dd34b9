import { describe, expect, it, vi } from 'vitest';
import { createClaimRecordsUseCases } from './claim-records-use-cases';
import { ClaimRecordsGatewayInMemory, EXAMPLE_CLAIM_CAPABILITIES, EXAMPLE_CLAIM_STATUSES, exampleClaims } from './testing/claim-records-gateway.in-memory';

const workflow = { statuses: EXAMPLE_CLAIM_STATUSES, capabilities: EXAMPLE_CLAIM_CAPABILITIES };
const messagesOf = (outcome: { ok: boolean; error?: readonly { message: string }[] }) => (outcome.ok ? [] : outcome.error!.map((error) => error.message));

function given() {
  const gateway = new ClaimRecordsGatewayInMemory();
  const sent = { moveStatus: vi.spyOn(gateway, 'moveStatus'), comment: vi.spyOn(gateway, 'comment'), addDocument: vi.spyOn(gateway, 'addDocument') };
  return { gateway, sent, useCases: createClaimRecordsUseCases({ claimRecords: gateway }) };
}

describe('working a claim from the browser', () => {
  it('sends no move the workflow rule refuses this user, nor a rejection without a reason', async () => {
    const { sent, useCases } = given();
    const [draft, submitted] = exampleClaims();
    expect(messagesOf(await useCases.moveClaimStatus(submitted!, workflow, 'dealer', 'in_review', ''))).toEqual(['claim_status_move_not_allowed']);
    const inReview = { ...submitted!, status: EXAMPLE_CLAIM_STATUSES[2]! };
    expect(messagesOf(await useCases.moveClaimStatus(inReview, workflow, 'reviewer', 'rejected', '   '))).toEqual(['claim_reason_required']);
    expect(sent.moveStatus).not.toHaveBeenCalled();
    expect(messagesOf(await useCases.moveClaimStatus(draft!, workflow, 'dealer', 'submitted', ''))).toEqual([]);
    expect(sent.moveStatus).toHaveBeenCalledWith(draft!.id, 'submitted', null);
  });

  it('sends the trimmed reason of a move that needs one', async () => {
    const { gateway, sent, useCases } = given();
    const inReview = { ...exampleClaims()[1]!, status: EXAMPLE_CLAIM_STATUSES[2]! };
    gateway.records[1] = inReview;
    expect((await useCases.moveClaimStatus(inReview, workflow, 'reviewer', 'rejected', '  Crash damage ')).ok).toBe(true);
    expect(sent.moveStatus).toHaveBeenCalledWith(inReview.id, 'rejected', 'Crash damage');
  });

  it('needs a comment, and a document of a kind and size the additional documents take', async () => {
    const { sent, useCases } = given();
    const id = exampleClaims()[0]!.id;
    expect(messagesOf(await useCases.commentOnClaim(id, '  '))).toEqual(['required']);
    expect(messagesOf(await useCases.addClaimDocument(id, new File(['MZ'], 'tool.exe')))).toEqual(['claim_invalid_file_extension']);
    expect(messagesOf(await useCases.addClaimDocument(id, new File([], 'empty.pdf')))).toEqual(['file_empty']);
    expect(sent.comment).not.toHaveBeenCalled();
    expect(sent.addDocument).not.toHaveBeenCalled();
  });

  it('reads a service that does not answer as the change\'s failure', async () => {
    const { gateway, useCases } = given();
    vi.spyOn(gateway, 'comment').mockRejectedValue(new Error('offline'));
    expect(messagesOf(await useCases.commentOnClaim(exampleClaims()[0]!.id, 'Hello'))).toEqual(['failed_claim_comment']);
  });
});
