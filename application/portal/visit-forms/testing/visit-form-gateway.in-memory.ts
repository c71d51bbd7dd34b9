import { ok, refused } from '../../../../domain/shared/result';
import { userError } from '../../../../domain/shared/user-error';
import type { VisitFormKind } from '../../../../domain/visit-forms/visit-form';
import { VISIT_QUESTION_LISTS, type VisitQuestionLists } from '../../../../domain/visit-forms/visit-questions';
import type { VisitCustomerOption, VisitForm, VisitFormChange, VisitFormChangeOutcome, VisitFormGateway, VisitFormListQuery } from '../ports';

/** A drawn photo as a data address, so stories and tests need no server. */
const PHOTO = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="#2f5d8a"/></svg>');

export const EXAMPLE_VISIT_CUSTOMERS: VisitCustomerOption[] = [
  { custCode: '0000100001', custName: 'Sepeda Jaya Jakarta' },
  { custCode: '0000100003', custName: 'Roda Jaya Medan' },
];

export function exampleVisitForm(n: number, change: Partial<VisitForm> = {}): VisitForm {
  const customer = EXAMPLE_VISIT_CUSTOMERS[n % EXAMPLE_VISIT_CUSTOMERS.length]!;
  const at = `2026-03-${String(20 - n).padStart(2, '0')}T08:30:00.000Z`;
  return {
    id: `0d6c4b9e-0000-4000-8000-00000000000${n}`,
    kind: 'polygon',
    ...customer,
    otherMidrange: 'United',
    brandDomination: 'Polygon',
    qtyPlgGrp: 12,
    qtyNonPlgGrp: 4,
    brandDisplay: 'Floor stand',
    seriesList: ['Siskiu', 'Xtrada'],
    seriesBrand: 'Polygon',
    equipment: ['Workshop stand'],
    notes: 'Owner asks for more e-MTB stock.',
    photos: [
      { slot: 'frontShop1', thumbnailUrl: PHOTO, largeUrl: PHOTO },
      { slot: 'displayShop1', thumbnailUrl: PHOTO, largeUrl: PHOTO },
    ],
    recordedBy: 'Andi Pratama',
    createdAt: at,
    updatedAt: at,
    ...change,
  };
}

/** The visit-form gateway over a list in memory; `unavailable` fails every call. */
export class VisitFormGatewayInMemory implements VisitFormGateway {
  readonly sent: { kind: VisitFormKind; change: VisitFormChange }[] = [];

  constructor(
    public forms: VisitForm[] = [exampleVisitForm(1), exampleVisitForm(2)],
    private readonly unavailable = false,
  ) {}

  private answer<T>(value: T): Promise<T> {
    return this.unavailable ? Promise.reject(new Error('unavailable')) : Promise.resolve(value);
  }

  list(query: VisitFormListQuery) {
    const matching = this.forms.filter((form) => form.kind === query.kind && (query.custCode === '' || form.custCode === query.custCode));
    return this.answer({ items: matching.slice((query.page - 1) * query.limit, query.page * query.limit), total: matching.length });
  }

  find(kind: VisitFormKind, id: string) {
    return this.answer(this.forms.find((form) => form.kind === kind && form.id === id) ?? null);
  }

  questions(kind: VisitFormKind): Promise<VisitQuestionLists> {
    return this.answer(VISIT_QUESTION_LISTS[kind]);
  }

  customers(_kind: VisitFormKind, search: string) {
    return this.answer(EXAMPLE_VISIT_CUSTOMERS.filter((customer) => `${customer.custCode} ${customer.custName}`.toLowerCase().includes(search.toLowerCase())));
  }

  async create(kind: VisitFormKind, change: VisitFormChange): Promise<VisitFormChangeOutcome> {
    this.sent.push({ kind, change });
    const customer = EXAMPLE_VISIT_CUSTOMERS.find((candidate) => candidate.custCode === change.draft.custCode);
    if (!customer) return refused(userError('custCode', 'visit_form_customer_outside_areas'));
    const form = exampleVisitForm(this.forms.length + 1, { ...change.draft, ...customer, kind, seriesList: [...change.draft.seriesList], equipment: [...change.draft.equipment] });
    this.forms = [form, ...this.forms];
    return this.answer(ok(form));
  }

  async update(kind: VisitFormKind, id: string, change: VisitFormChange): Promise<VisitFormChangeOutcome> {
    this.sent.push({ kind, change });
    const found = this.forms.find((form) => form.id === id);
    if (!found) return refused(userError('id', 'visit_form_not_found'));
    const changed = { ...found, ...change.draft, seriesList: [...change.draft.seriesList], equipment: [...change.draft.equipment] };
    this.forms = this.forms.map((form) => (form.id === id ? changed : form));
    return this.answer(ok(changed));
  }

  async remove(_kind: VisitFormKind, id: string): Promise<VisitFormChangeOutcome> {
    const found = this.forms.find((form) => form.id === id);
    if (!found) return refused(userError('id', 'visit_form_not_found'));
    this.forms = this.forms.filter((form) => form.id !== id);
    return this.answer(ok(found));
  }
}
