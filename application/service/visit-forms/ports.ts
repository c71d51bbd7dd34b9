import type { VisitFormDraft, VisitFormKind, VisitPhotoSlot } from '../../../domain/visit-forms/visit-form';

/** A customer a salesman may visit: one of a sales organisation of their areas. */
export interface VisitCustomer {
  id: string;
  custCode: string;
  custName: string;
  sorg: string;
}

/** What is stored of a visit form besides who and when. */
export interface VisitFormFields extends Omit<VisitFormDraft, 'custCode' | 'seriesList' | 'equipment'> {
  seriesList: string[];
  equipment: string[];
  /** Each filled photo slot with the stored photo's name. */
  photos: Partial<Record<VisitPhotoSlot, string>>;
}

export interface VisitFormRecord extends VisitFormFields {
  id: string;
  kind: VisitFormKind;
  customer: VisitCustomer;
  /** The name of the user who recorded it. */
  recordedBy: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface VisitFormQuery {
  kind: VisitFormKind;
  /** Only forms of customers of these sales organisations. */
  sorgs: readonly string[];
  /** Only the forms of this customer code, when given. */
  custCode: string | null;
  page: number;
  limit: number;
}

export interface VisitFormRepository {
  /** The customer with this code when it belongs to one of the sales organisations; undefined otherwise. */
  customerWithin(custCode: string, sorgs: readonly string[]): Promise<VisitCustomer | undefined>;
  /** Customers of the sales organisations whose code or name holds the search, by name, at most `limit`. */
  customers(sorgs: readonly string[], search: string, limit: number): Promise<VisitCustomer[]>;
  /** One page of the forms, newest first, and how many match in all. */
  list(query: VisitFormQuery): Promise<{ items: VisitFormRecord[]; total: number }>;
  /** The form of this kind whose customer belongs to one of the sales organisations; undefined otherwise. */
  find(kind: VisitFormKind, id: string, sorgs: readonly string[]): Promise<VisitFormRecord | undefined>;
  create(form: VisitFormFields & { kind: VisitFormKind; customerId: string; recordedByUserId: string; at: Date }): Promise<VisitFormRecord>;
  /** Replaces the form's fields and customer; undefined when it is gone. */
  update(id: string, form: VisitFormFields & { customerId: string; at: Date }): Promise<VisitFormRecord | undefined>;
  /** Removes the form; false when it was already gone. */
  remove(id: string): Promise<boolean>;
}
