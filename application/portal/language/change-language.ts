import type { LanguageGateway } from './ports';

/** How a language change ended: nothing to do, stored (success_change_language), or refused (failed_change_language). */
export type LanguageChange = { kind: 'unchanged' } | { kind: 'changed'; language: string } | { kind: 'failed' };

/**
 * Changes the language the user reads the portal in (spec 000 §4, §5): a choice of the language already active is
 * ignored; otherwise the service stores it, and a refusal or a failed call is a failure.
 */
export type ChangeLanguage = (chosen: string, active: string) => Promise<LanguageChange>;

export function createChangeLanguage(deps: { languages: LanguageGateway }): ChangeLanguage {
  return async (chosen, active) => {
    if (chosen === active) return { kind: 'unchanged' };
    try {
      return (await deps.languages.changeLanguage(chosen)) ? { kind: 'changed', language: chosen } : { kind: 'failed' };
    } catch {
      return { kind: 'failed' };
    }
  };
}
