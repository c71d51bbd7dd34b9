import {
  checkCustomerInquiry,
  INQUIRY_RATE_LIMIT,
  isHoneypotFilled,
  judgeInquiryRate,
  newCustomerInquiryOpen,
  type CustomerInquiryInput,
} from '../../../domain/customer-inquiry/customer-inquiry';
import type { Locale } from '../../../domain/locales/locales';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { HostConfigRepository } from '../config/ports';
import type { Mailer } from '../invoices/ports';
import type { Clock } from '../shared/ports';
import { serviceTextsFor, type ServiceTextsDeps } from '../shared/service-texts';
import type { CustomerInquiryRecord, CustomerInquiryRepository } from './ports';

export type CustomerInquiryDeps = ServiceTextsDeps & {
  customerInquiries: CustomerInquiryRepository;
  hostConfigs: Pick<HostConfigRepository, 'findByHost'>;
  mailer: Mailer;
  clock: Clock;
};

export interface CustomerInquiryRequest {
  input: CustomerInquiryInput;
  /** The field people never see; programs fill it. */
  honeypot: string | null | undefined;
  clientAddress: string;
  /** The host name the request came through, which decides whether inquiries are taken. */
  requestHost: string;
  locale: Locale;
}

/** What becomes of an inquiry sent from a filled honeypot: nothing, though the sender is told it arrived. */
export type InquiryOutcome = { stored: CustomerInquiryRecord } | { stored: null };

/**
 * Takes a prospect's inquiry without sign-in: the host must take inquiries, the fields pass the domain's checks,
 * and one client address sends at most a few an hour. The inquiry is stored, then e-mailed to the host's support
 * address. A filled honeypot is answered as a success and nothing is kept.
 */
export async function createCustomerInquiry(deps: CustomerInquiryDeps, request: CustomerInquiryRequest): Promise<Result<InquiryOutcome>> {
  const config = await deps.hostConfigs.findByHost(request.requestHost);
  if (!config || !newCustomerInquiryOpen(config, request.requestHost)) return refused(userError([], 'inquiry_not_offered'));
  const checked = checkCustomerInquiry(request.input, config.telpCode || undefined);
  if (!checked.ok) return checked;
  if (isHoneypotFilled(request.honeypot)) return ok({ stored: null });
  const now = deps.clock.now();
  const stored = await deps.customerInquiries.submit(
    checked.value,
    { clientAddress: request.clientAddress, at: now, since: new Date(now.getTime() - INQUIRY_RATE_LIMIT.windowMs) },
    (earlier) => judgeInquiryRate(earlier.map((at) => at.getTime()), now.getTime()).allowed,
  );
  if (stored === 'refused') return refused(userError([], 'inquiry_too_many'));
  if (config.email) await mailToSupport(deps, stored, config.email, request);
  return ok({ stored });
}

async function mailToSupport(deps: CustomerInquiryDeps, inquiry: CustomerInquiryRecord, supportAddress: string, request: CustomerInquiryRequest): Promise<void> {
  const texts = await serviceTextsFor(deps, { locale: request.locale, host: request.requestHost });
  const lines: [string, string | null][] = [
    [texts.message('inquiry_email_name'), inquiry.custName],
    [texts.message('inquiry_email_address'), inquiry.custAddress],
    [texts.message('inquiry_email_city'), inquiry.custCity],
    [texts.message('inquiry_email_state'), inquiry.custState],
    [texts.message('inquiry_email_postal_code'), inquiry.custPostalCode],
    [texts.message('inquiry_email_country'), inquiry.custCountry],
    [texts.message('inquiry_email_email'), inquiry.custEmail],
    [texts.message('inquiry_email_phone'), inquiry.custPhone],
    [texts.message('inquiry_email_web'), inquiry.custWeb],
    [texts.message('inquiry_email_reason'), inquiry.reason],
    [texts.message('inquiry_email_goal'), inquiry.goal],
    [texts.message('inquiry_email_host'), inquiry.host],
  ];
  const shown = lines.filter((line): line is [string, string] => line[1] !== null);
  const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  await deps.mailer.send({
    to: { name: supportAddress, address: supportAddress },
    subject: texts.message('inquiry_email_subject', { name: inquiry.custName }),
    text: [texts.message('inquiry_email_intro'), '', ...shown.map(([label, value]) => `${label}: ${value}`)].join('\n'),
    html: `<p>${escape(texts.message('inquiry_email_intro'))}</p><table>${shown.map(([label, value]) => `<tr><th align="left">${escape(label)}</th><td>${escape(value).replace(/\n/g, '<br>')}</td></tr>`).join('')}</table>`,
  });
}

/** The most inquiries one page of the administrators' list shows. */
export const INQUIRY_LIST_MAX_LIMIT = 100;

/** A page of the inquiries, newest first, for administrators. */
export async function listCustomerInquiries(
  deps: Pick<CustomerInquiryDeps, 'customerInquiries'>,
  request: { search?: string | null; page?: number | null; limit?: number | null },
) {
  const page = Math.max(1, Math.trunc(request.page ?? 1));
  const limit = Math.min(INQUIRY_LIST_MAX_LIMIT, Math.max(1, Math.trunc(request.limit ?? 25)));
  const found = await deps.customerInquiries.page({ search: request.search?.trim() || undefined, page, limit });
  return { ...found, page, limit };
}
