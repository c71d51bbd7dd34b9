import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CreditAccount } from '../../../application/portal/credit/ports';

export interface CreditState {
  /** The company whose figures the chip shows, once the user chose one. */
  chosenCompany: string | null;
}

const initialState: CreditState = { chosenCompany: null };

const creditSlice = createSlice({
  name: 'credit',
  initialState,
  reducers: {
    creditCompanyChosen(state, action: PayloadAction<string>) {
      state.chosenCompany = action.payload;
    },
  },
  selectors: {
    selectChosenCreditCompany: (state) => state.chosenCompany,
  },
});

/**
 * The account the chip shows: the chosen company's, else the first company's (spec 000 §2.9 selects the first
 * automatically when credit information loads); none without accounts.
 */
export function shownCreditAccount(accounts: readonly CreditAccount[], chosenCompany: string | null): CreditAccount | null {
  return accounts.find((account) => account.companyCode === chosenCompany) ?? accounts[0] ?? null;
}

export const { creditCompanyChosen } = creditSlice.actions;
export const { selectChosenCreditCompany } = creditSlice.selectors;
export const creditReducer = creditSlice.reducer;
