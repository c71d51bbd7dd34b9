import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { Principal } from '../auth/ports';
import type { LanguageRepository } from '../config/ports';
import type { UserLanguageRepository } from './ports';

/**
 * Stores the language the signed-in user reads the portal in. Any language the portal knows is accepted; which
 * of them a host offers in its menu is the host configuration's concern. An unknown id changes nothing.
 */
export async function changeLanguage(
  deps: { languages: LanguageRepository; userLanguages: UserLanguageRepository },
  principal: Principal,
  languageId: string,
): Promise<Result<{ id: string; description: string }>> {
  const language = await deps.languages.find(languageId.trim().toLowerCase());
  if (!language) return refused(userError('languageId', 'failed_change_language'));
  await deps.userLanguages.setLanguage(principal.userId, language.id);
  return ok(language);
}
