import { createSelector } from '@reduxjs/toolkit';
import type { InvoiceLine } from '../../application/portal/invoices/ports';
import { chosenPayment, paymentScreen } from '../../application/portal/payments/payment-screen';
import { currencyPrecision } from '../../domain/money/currency-precision';
import { precisionsOf } from '../../domain/money/money';
import { HOST_CONFIG_DEFAULTS } from '../../domain/config/host-config';
import { selectHostConfig } from '../shell/config-slice';
import type { RootState } from '../store/store';
import { selectPaymentState } from './payment-slice';

/** The chosen payer, or null before the payers are loaded or when there is none. */
export const selectChosenPayer = createSelector([selectPaymentState], (state) => state.payers.list.find((payer) => payer.key === state.payerKey) ?? null);

/** The chosen method and merchant (and saved payment). */
export const selectChosenPayment = createSelector([selectPaymentState], (state) => chosenPayment(state.options.data, state.choice));

/**
 * The payment screen judged by the domain under the host's rules and currency, over the given lines: the current
 * selection's facts with the lines on show.
 */
export const selectPaymentScreen = createSelector(
  [
    selectPaymentState,
    selectChosenPayer,
    selectChosenPayment,
    (state: RootState) => selectHostConfig(state) ?? HOST_CONFIG_DEFAULTS,
    (_state: RootState, lines: readonly InvoiceLine[]) => lines,
  ],
  (state, payer, payment, config, lines) => {
    const currency = payer?.currency ?? config.currency.display;
    return paymentScreen({
      lines,
      currency,
      precision: currencyPrecision(currency, precisionsOf([config.currency])),
      selection: state.selection,
      rules: { invoicePaymentRule: config.invoicePaymentRule, allowPartialPayment: config.allowPartialPayment },
      payment,
      enteredAmount: state.enteredAmount,
    });
  },
);
