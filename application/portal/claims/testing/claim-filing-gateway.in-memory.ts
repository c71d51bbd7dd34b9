import { ok, refused } from '../../../../domain/shared/result';
import { userError } from '../../../../domain/shared/user-error';
import type { ClaimFileSlot } from '../../../../domain/claims/claim-files';
import type { ClaimProductCategory } from '../../../../domain/claims/claim-workflow';
import type {
  ClaimArticleOption,
  ClaimChange,
  ClaimChangeOutcome,
  ClaimFilingGateway,
  ClaimFormLookups,
  ClaimFrameNotice,
  ClaimToEdit,
  ImageCompressor,
  UploadProgress,
} from '../claim-filing-ports';

export const EXAMPLE_CLAIM_ARTICLES: ClaimArticleOption[] = [
  { articleCode: 'VB-AESL-27-M', name: 'Aeris SL 27.5 M', category: 'bike', brand: 'Velocita' },
  { articleCode: 'VB-TERRA-29-L', name: 'Terra 29 L', category: 'bike', brand: 'Velocita' },
  { articleCode: 'VP-TUBE-700', name: 'Inner tube 700c', category: 'paa', brand: 'Velocita' },
  { articleCode: 'VP-SADDLE-CMF', name: 'Comfort saddle', category: 'paa', brand: 'Velocita' },
];

export const EXAMPLE_CLAIM_LOOKUPS: Record<ClaimProductCategory, ClaimFormLookups> = {
  bike: {
    problems: [
      { id: 'frame-crack', description: 'Crack in the frame' },
      { id: 'paint-defect', description: 'Paint or decal defect' },
      { id: 'motor-fault', description: 'E-bike motor fault' },
    ],
    brands: ['Velocita', 'Trailmark'],
    dealer: { custCode: '0001000123', name: 'SEPEDA JAYA', address: 'Jl. Pahlawan 12', city: 'Surabaya', phone: '+62 31 555 0101', email: 'order@sepedajaya.example' },
  },
  paa: {
    problems: [
      { id: 'part-broken', description: 'Part broke in normal use' },
      { id: 'part-finish', description: 'Finish or coating defect' },
    ],
    brands: ['Velocita', 'Trailmark'],
    dealer: { custCode: '0001000123', name: 'SEPEDA JAYA', address: 'Jl. Pahlawan 12', city: 'Surabaya', phone: '+62 31 555 0101', email: 'order@sepedajaya.example' },
  },
};

const FRAME_NOTICES: ClaimFrameNotice[] = [
  { frameNumber: 'VLC25R00001', recallCampaign: 'Fork crown recall 2025', stolenReportedAt: null },
  { frameNumber: 'VLC25S00001', recallCampaign: null, stolenReportedAt: '2026-02-10T09:00:00.000Z' },
];

/** A draft bike claim of the example dealer, with its invoice and photos stored. */
export function exampleClaimToEdit(change: Partial<ClaimToEdit> = {}): ClaimToEdit {
  const file = (slot: ClaimFileSlot, fileName: string) => ({ slot, fileName, size: 182_000, url: `/files/claims/${slot}.jpg`, thumbnailUrl: null });
  return {
    id: 'claim-1',
    referenceNo: 'WC-2026-000001',
    kind: 'bike',
    articleCode: 'VB-AESL-27-M',
    articleName: 'Aeris SL 27.5 M',
    brand: 'Velocita',
    frameNumber: 'VLC26A00101',
    qty: 1,
    problemIds: ['frame-crack'],
    customerNotes: 'Crack found at the first service.',
    consumer: { name: '', phone: '', email: '', address: '' },
    recallCampaign: null,
    stolenBike: false,
    editable: true,
    updatedAt: '2026-03-18T08:30:00.000Z',
    files: [file('invoice', 'invoice.jpg'), file('photo1', 'bike.jpg'), file('photo2', 'serial.jpg'), file('photo3', 'crack.jpg')],
    ...change,
  };
}

/** Claims held in memory, answering as the service does; an upload reports its bytes in four steps. */
export class ClaimFilingGatewayInMemory implements ClaimFilingGateway {
  readonly claims: ClaimToEdit[];
  private sequence = 1;

  constructor(claims: ClaimToEdit[] = [exampleClaimToEdit()]) {
    this.claims = claims;
  }

  async articles(search: string, category: ClaimProductCategory | null): Promise<ClaimArticleOption[]> {
    const term = search.trim().toLowerCase();
    return EXAMPLE_CLAIM_ARTICLES.filter((article) => (category === null || article.category === category) && `${article.articleCode} ${article.name}`.toLowerCase().includes(term));
  }

  async lookups(kind: ClaimProductCategory): Promise<ClaimFormLookups> {
    return EXAMPLE_CLAIM_LOOKUPS[kind];
  }

  async frameNotices(frameNumber: string): Promise<ClaimFrameNotice[]> {
    return FRAME_NOTICES.filter((notice) => notice.frameNumber === frameNumber.trim());
  }

  async find(id: string): Promise<ClaimToEdit | null> {
    return this.claims.find((claim) => claim.id === id) ?? null;
  }

  private stored(change: ClaimChange, id: string, before?: ClaimToEdit): ClaimToEdit {
    const article = EXAMPLE_CLAIM_ARTICLES.find((candidate) => candidate.articleCode === change.draft.articleCode);
    const sent = (Object.entries(change.files) as [ClaimFileSlot, File][]).map(([slot, file]) => ({ slot, fileName: file.name, size: file.size, url: `/files/claims/${id}/${slot}`, thumbnailUrl: null }));
    const { attached: _attached, kind, ...fields } = change.draft;
    return {
      ...(before ?? exampleClaimToEdit({ id, referenceNo: `WC-2026-${String(id).padStart(6, '0')}`, files: [] })),
      ...fields,
      problemIds: [...fields.problemIds],
      kind,
      articleName: article?.name ?? '',
      brand: article?.brand ?? '',
      files: [...(before?.files ?? []).filter((file) => !(file.slot in change.files)), ...sent],
    };
  }

  private upload(change: ClaimChange, onProgress: (progress: UploadProgress) => void): boolean {
    const maxBytes = Object.values(change.files).reduce((total, file) => total + (file?.size ?? 0), 0);
    for (const step of [1, 2, 3, 4]) onProgress({ currentBytes: Math.round((maxBytes * step) / 4), maxBytes });
    return EXAMPLE_CLAIM_ARTICLES.some((article) => article.articleCode === change.draft.articleCode);
  }

  async create(change: ClaimChange, onProgress: (progress: UploadProgress) => void): Promise<ClaimChangeOutcome> {
    if (!this.upload(change, onProgress)) return refused(userError('articleCode', 'article_not_found'));
    const claim = this.stored(change, `new-${this.sequence++}`);
    this.claims.push(claim);
    return ok(claim);
  }

  async update(id: string, change: ClaimChange, onProgress: (progress: UploadProgress) => void): Promise<ClaimChangeOutcome> {
    const before = this.claims.find((claim) => claim.id === id);
    if (!before) return refused(userError('id', 'claim_not_found'));
    if (!this.upload(change, onProgress)) return refused(userError('articleCode', 'article_not_found'));
    const claim = this.stored(change, id, before);
    this.claims.splice(this.claims.indexOf(before), 1, claim);
    return ok(claim);
  }
}

/** A compressor that halves a file's bytes, standing in for the browser's canvas. */
export class ImageCompressorHalving implements ImageCompressor {
  async compress(file: File): Promise<File> {
    return new File([(await file.arrayBuffer()).slice(0, Math.ceil(file.size / 2))], file.name, { type: file.type });
  }
}
