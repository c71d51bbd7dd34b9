import type { LanguageRepository } from '../../config/ports';
import type { UserLanguageRepository } from '../ports';

export class LanguageRepositoryInMemory implements LanguageRepository {
  constructor(private readonly languages: { id: string; description: string }[]) {}
  async all() {
    return [...this.languages];
  }
  async find(id: string) {
    return this.languages.find((language) => language.id === id);
  }
}

export class UserLanguageRepositoryInMemory implements UserLanguageRepository {
  constructor(readonly languageOf: Record<string, string>) {}
  async setLanguage(userId: string, languageId: string) {
    this.languageOf[userId] = languageId;
  }
}
