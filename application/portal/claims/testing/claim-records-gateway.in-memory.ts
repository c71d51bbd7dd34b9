import { allowedNextStatuses, type ClaimCapability } from '../../../../domain/claims/claim-workflow';
import { ok, refused } from '../../../../domain/shared/result';
import { userError } from '../../../../domain/shared/user-error';
import type { ClaimChangeOutcome, ClaimComment, ClaimCommentOutcome, ClaimDetail, ClaimListQuery, ClaimPage, ClaimRecord, ClaimRecordsGateway, ClaimStatus, ClaimWorkflow } from '../claim-records-ports';

const picture = (fill: string) => 'data:image/svg+xml,' + encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="${fill}"/></svg>`);

/** The example workflow: the dealer submits, the reviewer reviews, asks for information, approves or rejects. */
export const EXAMPLE_CLAIM_STATUSES: ClaimStatus[] = [
  { id: 'draft', description: 'Draft', category: 'open', needsReason: false },
  { id: 'submitted', description: 'Submitted', category: 'review', needsReason: false },
  { id: 'in_review', description: 'In review', category: 'review', needsReason: false },
  { id: 'information_needed', description: 'Information needed', category: 'open', needsReason: true },
  { id: 'approved', description: 'Approved', category: 'review', needsReason: false },
  { id: 'rejected', description: 'Rejected', category: 'closed', needsReason: true },
];

export const EXAMPLE_CLAIM_CAPABILITIES: ClaimCapability[] = (
  [
    ['dealer', 'draft', 'submitted'],
    ['dealer', 'information_needed', 'submitted'],
    ['reviewer', 'submitted', 'in_review'],
    ['reviewer', 'in_review', 'information_needed'],
    ['reviewer', 'in_review', 'approved'],
    ['reviewer', 'in_review', 'rejected'],
  ] as const
).map(([custCategory, fromStatusId, toStatusId]) => ({ productCategory: 'bike', custCategory, fromStatusId, toStatusId }));

const statusOf = (id: string) => EXAMPLE_CLAIM_STATUSES.find((status) => status.id === id)!;

function example(n: number, statusIds: string[], change: Partial<ClaimRecord> = {}): ClaimRecord {
  const at = (hour: number) => `2026-03-${String(20 - n).padStart(2, '0')}T${String(8 + hour).padStart(2, '0')}:00:00.000Z`;
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    referenceNo: `WC-2026-00000${n}`,
    kind: 'bike',
    status: statusOf(statusIds.at(-1)!),
    articleCode: 'VTTE-M-BLK',
    articleName: 'Velocita Terra E-Trekking M',
    frameNumber: `VLC26C0000${n}`,
    customerName: 'SEPEDA JAYA JAKARTA',
    createdAt: at(0),
    updatedAt: at(statusIds.length),
    brand: 'Velocita',
    qty: 1,
    problems: [{ id: 'frame-crack', description: 'Crack in the frame' }],
    customerNotes: 'Reported by the owner at the first service.',
    resolution: null,
    consumer: { name: 'Ana Wijaya', phone: '081234567890', email: 'ana@example.com', address: 'Jl. Merdeka 1, Jakarta' },
    isNotAWarranty: false,
    reasonRejection: null,
    recallCampaign: null,
    stolenBike: false,
    creditNote: null,
    deliveryOrders: [],
    pdi: { id: 'pdi-1', frameNumber: `VLC26C0000${n}`, articleCode: 'VTTE-M-BLK', mechanic: 'Eko Prasetyo', outcome: 'ready', createdAt: '2026-02-01T08:30:00.000Z' },
    files: [
      { slot: 'invoice', fileName: 'invoice.pdf', contentType: 'application/pdf', size: 48_213, url: '#invoice', thumbnailUrl: null },
      { slot: 'photo1', fileName: 'bike.jpg', contentType: 'image/jpeg', size: 211_000, url: picture('#1d4ed8'), thumbnailUrl: picture('#1d4ed8') },
      { slot: 'photo2', fileName: 'serial.jpg', contentType: 'image/jpeg', size: 98_000, url: picture('#222222'), thumbnailUrl: picture('#222222') },
      { slot: 'photo3', fileName: 'crack.jpg', contentType: 'image/jpeg', size: 120_500, url: picture('#b91c1c'), thumbnailUrl: picture('#b91c1c') },
      { slot: 'additionalDoc1', fileName: 'workshop-report.pdf', contentType: 'application/pdf', size: 30_100, url: '#report', thumbnailUrl: null },
    ],
    histories: statusIds.map((toStatusId, step) => ({
      fromStatusId: step === 0 ? null : statusIds[step - 1]!,
      toStatusId,
      reason: toStatusId === 'information_needed' ? 'Please send a sharper photo of the serial number.' : null,
      changedBy: ['draft', 'submitted'].includes(toStatusId) ? 'Budi Santoso' : 'Wulan Hartono',
      changedAt: at(step),
    })),
    filedBy: 'Budi Santoso',
    ...change,
  };
}

/** The example dealer's claims: a draft, one submitted, one waiting for information, one rejected. */
export function exampleClaims(): ClaimRecord[] {
  return [
    example(1, ['draft']),
    example(2, ['draft', 'submitted'], { recallCampaign: 'Fork crown recall 2025' }),
    example(3, ['draft', 'submitted', 'in_review', 'information_needed'], { stolenBike: true }),
    example(4, ['draft', 'submitted', 'in_review', 'rejected'], { reasonRejection: 'Crash damage, not a manufacturing defect.' }),
  ];
}

/** Claims held in memory, answering as the service does for the workflow's reviewer and dealer alike. */
export class ClaimRecordsGatewayInMemory implements ClaimRecordsGateway {
  private sequence = 100;
  readonly comments: Record<string, ClaimComment[]> = {};

  constructor(readonly records: ClaimRecord[] = exampleClaims()) {}

  list(query: ClaimListQuery): Promise<ClaimPage> {
    const search = query.search.trim().toLowerCase();
    const found = this.records.filter(
      (claim) => (!query.statusId || claim.status.id === query.statusId) && (search === '' || [claim.referenceNo, claim.frameNumber, claim.articleCode].some((text) => text.toLowerCase().includes(search))),
    );
    return Promise.resolve({ items: found.slice((query.page - 1) * query.limit, query.page * query.limit), total: found.length });
  }

  detail(id: string): Promise<ClaimDetail> {
    const claim = this.records.find((record) => record.id === id);
    return Promise.resolve(claim ? { claim, comments: this.comments[id] ?? [] } : null);
  }

  workflow(): Promise<ClaimWorkflow> {
    return Promise.resolve({ statuses: EXAMPLE_CLAIM_STATUSES, capabilities: EXAMPLE_CLAIM_CAPABILITIES });
  }

  private change(id: string, apply: (claim: ClaimRecord) => ClaimRecord): ClaimChangeOutcome {
    const index = this.records.findIndex((record) => record.id === id);
    if (index < 0) return refused(userError('id', 'claim_not_found'));
    this.records[index] = apply(this.records[index]!);
    return ok(this.records[index]);
  }

  moveStatus(id: string, newStatus: string, reason: string | null): Promise<ClaimChangeOutcome> {
    const claim = this.records.find((record) => record.id === id);
    const reachable = claim && ['dealer', 'reviewer'].some((custCategory) => allowedNextStatuses(EXAMPLE_CLAIM_CAPABILITIES, { productCategory: claim.kind, custCategory: custCategory as 'dealer', fromStatusId: claim.status.id }).includes(newStatus));
    if (claim && !reachable) return Promise.resolve(refused(userError('newStatus', 'claim_status_changed_meanwhile')));
    return Promise.resolve(
      this.change(id, (current) => ({
        ...current,
        status: statusOf(newStatus),
        histories: [...current.histories, { fromStatusId: current.status.id, toStatusId: newStatus, reason, changedBy: 'Wulan Hartono', changedAt: '2026-03-21T09:00:00.000Z' }],
      })),
    );
  }

  comment(id: string, comment: string): Promise<ClaimCommentOutcome> {
    if (!this.records.some((record) => record.id === id)) return Promise.resolve(refused(userError('id', 'claim_not_found')));
    const added = { id: `comment-${(this.sequence += 1)}`, comment, author: 'Budi Santoso', createdAt: '2026-03-21T10:00:00.000Z' };
    this.comments[id] = [...(this.comments[id] ?? []), added];
    return Promise.resolve(ok(added));
  }

  addDocument(id: string, file: File): Promise<ClaimChangeOutcome> {
    return Promise.resolve(
      this.change(id, (claim) => {
        const slot = ['additionalDoc1', 'additionalDoc2', 'additionalDoc3', 'additionalDoc4', 'additionalDoc5'].find((candidate) => !claim.files.some((stored) => stored.slot === candidate));
        if (!slot) return claim;
        return { ...claim, files: [...claim.files, { slot, fileName: file.name, contentType: file.type, size: file.size, url: `#${slot}`, thumbnailUrl: null }] };
      }),
    );
  }

  deleteDocument(id: string, slot: string): Promise<ClaimChangeOutcome> {
    return Promise.resolve(this.change(id, (claim) => ({ ...claim, files: claim.files.filter((file) => file.slot !== slot) })));
  }
}
