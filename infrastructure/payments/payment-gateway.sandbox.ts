import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  BankAccountDetails,
  CardDetails,
  GatewayObservation,
  GatewayPayment,
  GatewayPaymentInput,
  PaymentGateway,
  TokenizedInstrument,
  TokenizeError,
} from '../../application/service/payments/ports';
import type { Clock } from '../../application/service/shared/ports';
import { instrumentDisplay } from '../../domain/payments/payment-instrument';
import type { PaymentStatus } from '../../domain/payments/payment-status';
import { err, ok, type Result } from '../../domain/shared/result';

/** How long a virtual account stays open for the dealer's transfer before it expires unpaid. */
export const VIRTUAL_ACCOUNT_LIFETIME_MS = 24 * 60 * 60_000;
/** How long after it is taken a card payment settles by itself. */
export const CARD_SETTLEMENT_MS = 15 * 60_000;
/** How long after it is taken an ACH debit settles by itself (banks clear debits the next business day). */
export const ACH_SETTLEMENT_MS = 24 * 60 * 60_000;

/**
 * Test instruments that the sandbox declines when a payment is taken with them, as payment providers' sandboxes
 * do: a card number and an ACH account number.
 */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const SANDBOX_DECLINED_ACCOUNT = '000123456002';
/** A card that tokenises but is refused at once, e.g. a card reported stolen. */
export const SANDBOX_REFUSED_CARD = '4000000000000069';

const BRAND_CODES: Readonly<Record<string, string>> = { Visa: 'visa', MasterCard: 'mastercard', 'American Express': 'amex', Discover: 'discover' };
const TOKEN = /^tok_sbx_(card|ach)_(ok|decline)_([a-z-]+)_(\d{4})_([0-9a-f]{16})_([0-9a-f]{32})$/;

/**
 * A payment gateway that runs here, for development and tests, walking the real state machine:
 * - tokenising keeps nothing: the token carries the kind, brand, last four digits and the test scenario, signed
 *   with a key derived from the service's secret, so it cannot be forged and survives restarts;
 * - a virtual-account payment opens an account number that stays pending until a receipt is uploaded, and fails
 *   when it expires unpaid ({@link VIRTUAL_ACCOUNT_LIFETIME_MS});
 * - a card or ACH payment is taken at once (on processing) or declined (failed) for the test instruments, and
 *   settles (complete) after {@link CARD_SETTLEMENT_MS} or {@link ACH_SETTLEMENT_MS}, unless approved first.
 * Time comes from the clock; the payment's facts live with the payment request, so the sandbox holds no state.
 */
export class PaymentGatewaySandbox implements PaymentGateway {
  private readonly key: Buffer;

  constructor(
    private readonly clock: Clock,
    secret: string,
  ) {
    this.key = createHmac('sha256', secret).update('payment-gateway-sandbox').digest();
  }

  private sign(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('hex').slice(0, 32);
  }

  async tokenize(details: CardDetails | BankAccountDetails): Promise<Result<TokenizedInstrument, TokenizeError>> {
    if (details.kind === 'card') {
      if (details.number === SANDBOX_REFUSED_CARD) return err('payment_declined');
      const scenario = details.number === SANDBOX_DECLINED_CARD ? 'decline' : 'ok';
      return ok(this.instrument('card', scenario, BRAND_CODES[details.brand] ?? 'card', details.number.slice(-4)));
    }
    const scenario = details.accountNumber === SANDBOX_DECLINED_ACCOUNT ? 'decline' : 'ok';
    return ok(this.instrument('ach', scenario, details.accountType.toLowerCase().replace(/\s+/g, '-'), details.accountNumber.slice(-4)));
  }

  private instrument(kind: 'card' | 'ach', scenario: 'ok' | 'decline', brandCode: string, last4: string): TokenizedInstrument {
    const body = `tok_sbx_${kind}_${scenario}_${brandCode}_${last4}_${randomBytes(8).toString('hex')}`;
    return this.describe(`${body}_${this.sign(body)}`)!;
  }

  /** What a token stands for, when it is one this sandbox signed. */
  private describe(token: string): TokenizedInstrument | undefined {
    const match = TOKEN.exec(token);
    if (!match) return undefined;
    const body = token.slice(0, token.lastIndexOf('_'));
    const expected = Buffer.from(this.sign(body));
    if (!timingSafeEqual(expected, Buffer.from(match[6]!))) return undefined;
    const kind = match[1] as 'card' | 'ach';
    const brand = kind === 'card' ? (Object.entries(BRAND_CODES).find(([, code]) => code === match[3])?.[0] ?? null) : match[3]!.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
    return { token, kind, brand, last4: match[4]!, display: instrumentDisplay(brand, match[4]!) };
  }

  async inspectToken(token: string): Promise<TokenizedInstrument | undefined> {
    return this.describe(token);
  }

  async createPayment(input: GatewayPaymentInput): Promise<GatewayPayment> {
    const now = this.clock.now().getTime();
    const digest = createHmac('sha256', this.key).update(input.reference).digest();
    const externalId = `sbx_${input.method}_${digest.toString('hex').slice(0, 20)}`;
    switch (input.method) {
      case 'virtual_account': {
        const digits = [...digest.subarray(0, 12)].map((byte) => String(byte % 10)).join('');
        return { externalId, virtualAccountNo: `8808${digits}`, expiresAt: new Date(now + VIRTUAL_ACCOUNT_LIFETIME_MS), settlesAt: null, status: 'pending', failureReason: null };
      }
      case 'card':
      case 'ach': {
        const instrument = input.token ? this.describe(input.token) : undefined;
        if (!instrument || instrument.kind !== input.method) return { externalId, virtualAccountNo: null, expiresAt: null, settlesAt: null, status: 'failed', failureReason: 'invalid_payment_token' };
        if (input.token!.includes('_decline_')) return { externalId, virtualAccountNo: null, expiresAt: null, settlesAt: null, status: 'failed', failureReason: 'payment_declined' };
        const settlement = input.method === 'card' ? CARD_SETTLEMENT_MS : ACH_SETTLEMENT_MS;
        return { externalId, virtualAccountNo: null, expiresAt: null, settlesAt: new Date(now + settlement), status: 'on_processing', failureReason: null };
      }
      case 'transfer':
        return { externalId, virtualAccountNo: null, expiresAt: null, settlesAt: null, status: 'pending', failureReason: null };
    }
  }

  async observe(payment: { externalId: string; status: PaymentStatus; expiresAt: Date | null; settlesAt: Date | null }): Promise<GatewayObservation | null> {
    const now = this.clock.now().getTime();
    if (payment.status === 'pending' && payment.expiresAt && payment.expiresAt.getTime() <= now) return { status: 'failed', reason: 'virtual_account_expired' };
    if (payment.status === 'on_processing' && payment.settlesAt && payment.settlesAt.getTime() <= now) return { status: 'complete', reason: 'settled' };
    return null;
  }

  async cancelPayment(externalId: string): Promise<void> {
    if (!externalId.startsWith('sbx_')) throw new Error(`not a sandbox payment: ${externalId}`);
  }
}
