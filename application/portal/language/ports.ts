/** What the portal asks the service about the user's language (changeLanguage). */
export interface LanguageGateway {
  /** Stores the language the user reads the portal in; answers whether the service accepted it. */
  changeLanguage(languageId: string): Promise<boolean>;
}
