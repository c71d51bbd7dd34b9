export interface UserLanguageRepository {
  /** Stores the language the user reads the portal in. */
  setLanguage(userId: string, languageId: string): Promise<void>;
}
