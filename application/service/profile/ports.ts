export interface UserLanguageRepository {
  /** Stores the language the user reads the portal in. */
  setLanguage(userId: string, languageId: string): Promise<void>;
}

/** The signed-in user's own profile as the edit-profile page shows it. */
export interface OwnProfile {
  name: string;
  email: string;
  phone: string | null;
  languageId: string;
  sendEmail: boolean;
  sendEmailWarranty: boolean;
}

export interface OwnProfileRepository {
  find(userId: string): Promise<(OwnProfile & { passwordHash: string }) | undefined>;
  /** The e-mail address is another user's. */
  emailTaken(email: string, exceptUserId: string): Promise<boolean>;
  /** Stores the profile, and the new password hash when one is given. */
  update(userId: string, profile: OwnProfile, passwordHash: string | null): Promise<void>;
}
