import type { LanguageGateway } from '../ports';

/** A LanguageGateway that stores the languages asked for, or refuses them all. */
export class LanguageGatewayInMemory implements LanguageGateway {
  readonly stored: string[] = [];

  constructor(private readonly behaviour: 'accept' | 'refuse' | 'unreachable' = 'accept') {}

  async changeLanguage(languageId: string): Promise<boolean> {
    if (this.behaviour === 'unreachable') throw new TypeError('Failed to fetch');
    if (this.behaviour === 'refuse') return false;
    this.stored.push(languageId);
    return true;
  }
}
