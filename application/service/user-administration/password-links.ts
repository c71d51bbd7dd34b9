import { passwordLinkExpiry, passwordLinkState, RESET_LINK_LIFETIME_MS, ADMINISTRATOR_LINK_LIFETIME_MS, type PasswordLinkPurpose } from '../../../domain/user-administration/password-link';
import { newPasswordErrors } from '../../../domain/user-administration/new-password';
import { isLocale, type Locale } from '../../../domain/locales/locales';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { Principal, PasswordHasher } from '../auth/ports';
import type { HostConfigRepository } from '../config/ports';
import type { Mailer } from '../invoices/ports';
import { serviceTextsFor, type ServiceTextsDeps } from '../shared/service-texts';
import type { Clock } from '../shared/ports';
import type { AuditStamp } from './audit-log';
import type { PasswordLinkAddresses, PasswordLinkRepository, PasswordLinkSecrets, PasswordRecipient } from './ports';
import { userForAdministration, stampOf, type UserAdministrationDeps } from './user-administration';

export type PasswordLinkDeps = ServiceTextsDeps & {
  passwordLinks: PasswordLinkRepository;
  passwordLinkSecrets: PasswordLinkSecrets;
  passwordLinkAddresses: PasswordLinkAddresses;
  mailer: Mailer;
  clock: Clock;
  hostConfigs: Pick<HostConfigRepository, 'findByHost'>;
};

/** The host the person uses: its name for the configuration, and the address (with port) the link points at. */
export interface LinkOrigin {
  host: string;
  address: string;
}

const LIFETIME_HOURS: Record<PasswordLinkPurpose, number> = { reset: RESET_LINK_LIFETIME_MS / 3_600_000, administrator: ADMINISTRATOR_LINK_LIFETIME_MS / 3_600_000 };

async function issueAndSend(deps: PasswordLinkDeps, recipient: PasswordRecipient, purpose: PasswordLinkPurpose, origin: LinkOrigin, stamp: AuditStamp | null): Promise<void> {
  const secret = deps.passwordLinkSecrets.newSecret();
  const issuedAt = deps.clock.now();
  await deps.passwordLinks.issue({ userId: recipient.userId, purpose, tokenHash: deps.passwordLinkSecrets.hash(secret), issuedAt, expiresAt: passwordLinkExpiry(purpose, issuedAt) }, stamp);
  const locale: Locale = isLocale(recipient.languageId) ? recipient.languageId : 'en-us';
  const texts = await serviceTextsFor(deps, { locale, host: origin.host });
  const url = deps.passwordLinkAddresses.setPasswordUrl(origin.address, locale, secret);
  const intro = texts.message(purpose === 'reset' ? 'password_link_reset_intro' : 'password_link_administrator_intro');
  const expiry = texts.message('password_link_expiry', { hours: LIFETIME_HOURS[purpose] });
  const greeting = texts.message('password_link_greeting', { name: recipient.name });
  const ignore = texts.message('password_link_ignore');
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  await deps.mailer.send({
    to: { name: recipient.name, address: recipient.email },
    subject: texts.message('password_link_subject'),
    text: [greeting, '', intro, url, '', expiry, ignore].join('\n'),
    html: `<p>${escape(greeting)}</p><p>${escape(intro)}</p><p><a href="${escape(url)}">${escape(texts.message('password_link_action'))}</a></p><p>${escape(expiry)} ${escape(ignore)}</p>`,
  });
}

/**
 * Forgotten password: when the host offers it (config forgotPassword), e-mails the account named by user name or
 * e-mail address a link to set a new password. The answer is the same whether or not such an account exists, has a
 * real address, or the host offers the reset, so it never tells who has an account.
 */
export async function requestPasswordReset(deps: PasswordLinkDeps, login: string, origin: LinkOrigin): Promise<void> {
  const config = await deps.hostConfigs.findByHost(origin.host);
  if (!config?.forgotPassword || !login.trim()) return;
  const recipient = await deps.passwordLinks.recipientByLogin(login.trim().toLowerCase());
  if (!recipient) return;
  await issueAndSend(deps, recipient, 'reset', origin, null);
}

/**
 * "Generate password": e-mails a user within the administrator's reach a link to set a password of their own. The
 * administrator never sees a password; the sending is recorded in the audit log.
 */
export async function sendPasswordLink(deps: PasswordLinkDeps & UserAdministrationDeps, principal: Principal, userId: string, origin: LinkOrigin): Promise<Result<{ id: string }>> {
  const user = await userForAdministration(deps, principal, userId);
  if (!user.ok) return refused(userError('id', 'user_not_found'));
  if (user.value.isFakeEmail) return refused(userError('email', 'password_link_needs_real_email'));
  const recipient = await deps.passwordLinks.recipientById(userId);
  if (!recipient) return refused(userError('id', 'user_not_found'));
  await issueAndSend(deps, recipient, 'administrator', origin, stampOf(principal, deps.clock));
  return ok({ id: userId });
}

/**
 * Sets a password through a link: the link must be unused, not replaced and unexpired, and is used up by this call
 * even when two arrive together. Every unusable link gets the same answer.
 */
export async function setPasswordWithLink(
  deps: Pick<PasswordLinkDeps, 'passwordLinks' | 'passwordLinkSecrets' | 'clock'> & { passwords: Pick<PasswordHasher, 'hash'> },
  secret: string,
  password: string,
  confirmation: string,
): Promise<Result<{ userId: string }>> {
  const errors = newPasswordErrors(password, confirmation);
  if (errors.length > 0) return refused(...errors);
  const link = secret ? await deps.passwordLinks.findByHash(deps.passwordLinkSecrets.hash(secret)) : undefined;
  const now = deps.clock.now();
  if (!link || passwordLinkState(link, now) !== 'usable') return refused(userError('token', 'password_link_invalid'));
  const used = await deps.passwordLinks.use(link.id, await deps.passwords.hash(password), now);
  return used ? ok({ userId: link.userId }) : refused(userError('token', 'password_link_invalid'));
}
