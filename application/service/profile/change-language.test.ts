import { describe, expect, it } from 'vitest';
import { refused } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import { givenPrincipal } from '../shared/testing/principals';
import { changeLanguage } from './change-language';
import { LanguageRepositoryInMemory, UserLanguageRepositoryInMemory } from './testing/in-memory-profile';

function givenLanguages() {
  return {
    languages: new LanguageRepositoryInMemory([
      { id: 'en-us', description: 'English (US)' },
      { id: 'id-id', description: 'Bahasa Indonesia' },
    ]),
    userLanguages: new UserLanguageRepositoryInMemory({ 'u-dealer': 'en-us' }),
  };
}

describe('change language', () => {
  it('given a known language, when the user picks it, then it is stored and answered', async () => {
    const deps = givenLanguages();
    expect(await changeLanguage(deps, givenPrincipal(), ' ID-ID ')).toEqual({ ok: true, value: { id: 'id-id', description: 'Bahasa Indonesia' } });
    expect(deps.userLanguages.languageOf['u-dealer']).toBe('id-id');
  });

  it('given an unknown language, when the user picks it, then it fails and the stored language stays', async () => {
    const deps = givenLanguages();
    expect(await changeLanguage(deps, givenPrincipal(), 'xx-xx')).toEqual(refused(userError('languageId', 'failed_change_language')));
    expect(deps.userLanguages.languageOf['u-dealer']).toBe('en-us');
  });
});
