import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CreditAccount } from '../../../application/portal/credit/ports';

export interface CreditState {
  status: 'idle' | 'loading' | 'loaded' | 'missing';
  accounts: CreditAccount[];
  /** The company whose figures the chip shows. */
  selectedCompany: string | null;
}

const initialState: CreditState = { status: 'idle', accounts: [], selectedCompany: null };

const creditSlice = createSlice({
  name: 'credit',
  initialState,
  reducers: {
    creditLoading(state) {
      state.status = 'loading';
    },
    /** The first company is selected automatically when credit information loads (spec 000 §2.9). */
    creditLoaded(state, action: PayloadAction<CreditAccount[]>) {
      state.status = 'loaded';
      state.accounts = action.payload;
      state.selectedCompany = action.payload[0]?.companyCode ?? null;
    },
    creditMissing() {
      return { ...initialState, status: 'missing' as const };
    },
    creditCompanyChosen(state, action: PayloadAction<string>) {
      if (state.accounts.some((account) => account.companyCode === action.payload)) state.selectedCompany = action.payload;
    },
  },
  selectors: {
    selectCreditStatus: (state) => state.status,
    selectCreditAccounts: (state) => state.accounts,
    selectSelectedCreditAccount: (state) => state.accounts.find((account) => account.companyCode === state.selectedCompany) ?? null,
  },
});

export const { creditLoading, creditLoaded, creditMissing, creditCompanyChosen } = creditSlice.actions;
export const { selectCreditStatus, selectCreditAccounts, selectSelectedCreditAccount } = creditSlice.selectors;
export const creditReducer = creditSlice.reducer;
