import { checkClaimDraft, type ClaimDraftFacts } from '../../../domain/claims/claim-draft';
import { CLAIM_FILE_EXTENSIONS, checkClaimFileChoice, claimSlotExtensions, claimSlotIsImage, type ClaimFileSlot, type ClaimFileType } from '../../../domain/claims/claim-files';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { ClaimChange, ClaimChangeOutcome, ClaimFilingGateway, ClaimToEdit, ImageCompressor, UploadProgress } from './claim-filing-ports';

/**
 * Takes a file the dealer chose for a slot: a photo (or a picture of a document) is compressed first and what is
 * sent is checked, so a large camera photo that compresses under the limit is accepted; a video or a PDF is
 * checked as it is.
 */
export type ChooseClaimFile = (slot: ClaimFileSlot, file: File) => Promise<Result<File>>;

/**
 * Files a new claim, or changes `before`, once the domain agrees it is complete (spec 002 §5; the service checks
 * again with what it looks up). `facts` are what the form already knows, such as the looked-up article.
 */
export type FileClaim = (change: ClaimChange, facts: ClaimDraftFacts, onProgress: (progress: UploadProgress) => void, before?: ClaimToEdit) => Promise<ClaimChangeOutcome>;

export interface ClaimFilingUseCases {
  chooseClaimFile: ChooseClaimFile;
  fileClaim: FileClaim;
}

function typeByName(name: string): ClaimFileType | undefined {
  const extension = name.split('.').at(-1)?.toLowerCase() ?? '';
  return (Object.keys(CLAIM_FILE_EXTENSIONS) as ClaimFileType[]).find((type) => CLAIM_FILE_EXTENSIONS[type].includes(extension));
}

async function answered(send: () => Promise<ClaimChangeOutcome>): Promise<ClaimChangeOutcome> {
  try {
    const outcome = await send();
    return outcome.ok || outcome.error.length > 0 ? outcome : refused(userError('', 'failed_save_claim'));
  } catch {
    return refused(userError('', 'failed_save_claim'));
  }
}

export function createClaimFilingUseCases(ports: { claimFiling: ClaimFilingGateway; imageCompressor: ImageCompressor }): ClaimFilingUseCases {
  return {
    chooseClaimFile: async (slot, file) => {
      const type = typeByName(file.name);
      const compressible = type !== undefined && claimSlotExtensions(slot).includes(file.name.split('.').at(-1)!.toLowerCase()) && claimSlotIsImage(slot, type) && file.size > 0;
      const sent = compressible ? await ports.imageCompressor.compress(file).catch(() => file) : file;
      const refusal = checkClaimFileChoice(slot, sent);
      return refusal ? refused(refusal) : ok(sent);
    },
    fileClaim: async (change, facts, onProgress, before) => {
      const kept = (before?.files ?? []).map((file) => file.slot);
      const attached = [...new Set([...kept, ...(Object.keys(change.files) as ClaimFileSlot[]).filter((slot) => change.files[slot])])];
      const checked = checkClaimDraft({ ...change.draft, attached }, facts);
      if (!checked.ok) return checked;
      const sent = { ...change, draft: checked.value };
      return answered(() => (before ? ports.claimFiling.update(before.id, sent, onProgress) : ports.claimFiling.create(sent, onProgress)));
    },
  };
}
