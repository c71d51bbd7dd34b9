import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentChoice, PaymentOptions, PaymentPayer } from '../../application/portal/payments/payment-screen';
import type { CreatedPaymentRequest } from '../../application/portal/payments/ports';
import type { UserError } from '../../domain/shared/user-error';
import { EMPTY_SELECTION, toggleInvoice, type InvoiceSelection } from '../../domain/invoices/selection';
import type { InvoiceLine } from '../../application/portal/invoices/ports';
import type { LoadStatus } from '../store/load-status';
import { cartCleared } from '../shell/cart/cart-slice';

/**
 * The invoice payment screen. Card and bank account numbers are never kept here: they stay in the form's own
 * state until they are exchanged for a token.
 */
export interface PaymentState {
  payers: { status: LoadStatus; list: PaymentPayer[] };
  payerKey: string | null;
  selection: InvoiceSelection;
  options: { status: LoadStatus; data: PaymentOptions | null };
  choice: PaymentChoice | null;
  /** The partial amount as typed. */
  enteredAmount: string;
  submission: { status: 'idle' | 'submitting' | 'refused' | 'created'; errors: KeptUserError[]; created: CreatedPaymentRequest | null };
  /** The saved payment whose deletion is being confirmed, and the deletion's progress. */
  deletion: { savedPaymentId: string | null; deleting: boolean; errors: KeptUserError[] };
  /** Counts resets: each one starts a new payment attempt (a new idempotency key) and an empty form. */
  attempt: number;
}

const initialState: PaymentState = {
  payers: { status: 'idle', list: [] },
  payerKey: null,
  selection: EMPTY_SELECTION,
  options: { status: 'idle', data: null },
  choice: null,
  enteredAmount: '',
  submission: { status: 'idle', errors: [], created: null },
  deletion: { savedPaymentId: null, deleting: false, errors: [] },
  attempt: 0,
};

/** A selection as the store keeps it (a copy: the store's drafts cannot hold read-only arrays). */
function kept(selection: InvoiceSelection): { assignments: string[]; creditNoteNumbers: string[] } {
  return { assignments: [...selection.assignments], creditNoteNumbers: [...selection.creditNoteNumbers] };
}

/** A refusal as the store keeps it (a copy: the store's drafts cannot hold read-only arrays). */
type KeptUserError = { field: string[]; message: string; values: Record<string, string> };

function keptErrors(errors: readonly UserError[]): KeptUserError[] {
  return errors.map((error) => ({ field: [...error.field], message: error.message, values: { ...error.values } }));
}

/** A change of what is paid or how: the service's last refusal no longer applies. */
function edited(state: PaymentState) {
  if (state.submission.status === 'refused') state.submission = { status: 'idle', errors: [], created: null };
}

const paymentSlice = createSlice({
  name: 'payments',
  initialState,
  reducers: {
    paymentPayersLoading(state) {
      state.payers.status = 'loading';
    },
    paymentPayersLoaded(state, action: PayloadAction<PaymentPayer[] | null>) {
      state.payers = { status: action.payload ? 'loaded' : 'failed', list: action.payload ?? [] };
      if (!state.payers.list.some((payer) => payer.key === state.payerKey)) {
        state.payerKey = state.payers.list[0]?.key ?? null;
        state.selection = kept(EMPTY_SELECTION);
        state.choice = null;
      }
    },
    paymentPayerChosen(state, action: PayloadAction<string>) {
      if (state.payerKey === action.payload) return;
      state.payerKey = action.payload;
      state.selection = kept(EMPTY_SELECTION);
      state.choice = null;
      state.enteredAmount = '';
      state.options = { status: 'idle', data: null };
      edited(state);
    },
    invoiceLineToggled(state, action: PayloadAction<Pick<InvoiceLine, 'invoiceNo' | 'assignment' | 'accountingAmount'>>) {
      state.selection = kept(toggleInvoice(state.selection, action.payload));
      edited(state);
    },
    paymentOptionsLoading(state) {
      state.options.status = 'loading';
    },
    paymentOptionsLoaded(state, action: PayloadAction<PaymentOptions | null>) {
      state.options = { status: action.payload ? 'loaded' : 'failed', data: action.payload };
      const choice = state.choice;
      if (choice?.kind === 'saved' && !action.payload?.saved.some((saved) => saved.id === choice.savedPaymentId)) state.choice = null;
    },
    paymentChosen(state, action: PayloadAction<PaymentChoice>) {
      state.choice = action.payload;
      edited(state);
    },
    paymentAmountEntered(state, action: PayloadAction<string>) {
      state.enteredAmount = action.payload;
      edited(state);
    },
    paymentSubmitting(state) {
      state.submission = { status: 'submitting', errors: [], created: null };
    },
    paymentRefused(state, action: PayloadAction<readonly UserError[]>) {
      state.submission = { status: 'refused', errors: keptErrors(action.payload), created: null };
    },
    paymentRequestCreated(state, action: PayloadAction<CreatedPaymentRequest>) {
      state.submission = { status: 'created', errors: [], created: action.payload };
    },
    savedPaymentDeletionAsked(state, action: PayloadAction<string>) {
      state.deletion = { savedPaymentId: action.payload, deleting: false, errors: [] };
    },
    savedPaymentDeletionCancelled(state) {
      state.deletion = initialState.deletion;
    },
    savedPaymentDeleting(state) {
      state.deletion.deleting = true;
    },
    savedPaymentDeleted(state, action: PayloadAction<{ id: string; errors: readonly UserError[] }>) {
      const { id, errors } = action.payload;
      state.deletion = { savedPaymentId: null, deleting: false, errors: keptErrors(errors) };
      if (errors.length > 0 || !state.options.data) return;
      state.options.data.saved = state.options.data.saved.filter((saved) => saved.id !== id);
      if (state.choice?.kind === 'saved' && state.choice.savedPaymentId === id) state.choice = null;
    },
    /** Everything back to the start, dialogs closed, and a new attempt; the invoices are loaded again. */
    paymentScreenReset(state) {
      return { ...initialState, attempt: state.attempt + 1 };
    },
  },
  extraReducers: (builder) => {
    // Signing out forgets what was being paid.
    builder.addCase(cartCleared, () => initialState);
  },
  selectors: {
    selectPaymentState: (state) => state,
  },
});

export const {
  paymentPayersLoading,
  paymentPayersLoaded,
  paymentPayerChosen,
  invoiceLineToggled,
  paymentOptionsLoading,
  paymentOptionsLoaded,
  paymentChosen,
  paymentAmountEntered,
  paymentSubmitting,
  paymentRefused,
  paymentRequestCreated,
  savedPaymentDeletionAsked,
  savedPaymentDeletionCancelled,
  savedPaymentDeleting,
  savedPaymentDeleted,
  paymentScreenReset,
} = paymentSlice.actions;
export const { selectPaymentState } = paymentSlice.selectors;
export const paymentReducer = paymentSlice.reducer;
