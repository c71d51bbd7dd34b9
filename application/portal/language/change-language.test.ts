import { describe, expect, it } from 'vitest';
import { createChangeLanguage } from './change-language';
import { LanguageGatewayInMemory } from './testing/language-gateway.in-memory';

describe('change language', () => {
  it('given English is active, when choosing German, then the service stores it', async () => {
    const languages = new LanguageGatewayInMemory();

    expect(await createChangeLanguage({ languages })('de', 'en-us')).toEqual({ kind: 'changed', language: 'de' });
    expect(languages.stored).toEqual(['de']);
  });

  it('given German is active, when choosing German again, then nothing is asked', async () => {
    const languages = new LanguageGatewayInMemory();

    expect(await createChangeLanguage({ languages })('de', 'de')).toEqual({ kind: 'unchanged' });
    expect(languages.stored).toEqual([]);
  });

  it('given the service refuses or cannot be reached, when choosing, then the change failed', async () => {
    expect(await createChangeLanguage({ languages: new LanguageGatewayInMemory('refuse') })('fr', 'en-us')).toEqual({ kind: 'failed' });
    expect(await createChangeLanguage({ languages: new LanguageGatewayInMemory('unreachable') })('fr', 'en-us')).toEqual({ kind: 'failed' });
  });
});
