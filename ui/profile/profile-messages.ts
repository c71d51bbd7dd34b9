import { defineMessages } from 'react-intl';

/** The own-profile page's texts. */
export const profileMessages = defineMessages({
  title: { id: 'route_title_user-edit-profile', defaultMessage: 'Edit Profile' },
  personal: { id: 'profile_personal_section', defaultMessage: 'Your details' },
  name: { id: 'profile_name', defaultMessage: 'Name' },
  email: { id: 'profile_email', defaultMessage: 'E-mail' },
  phone: { id: 'profile_phone', defaultMessage: 'Phone' },
  language: { id: 'profile_language', defaultMessage: 'Language' },
  notifications: { id: 'profile_notifications_section', defaultMessage: 'E-mail notifications' },
  sendEmail: { id: 'profile_send_email', defaultMessage: 'Send me e-mails about my orders and invoices' },
  sendEmailWarranty: { id: 'profile_send_email_warranty', defaultMessage: 'Send me e-mails about my warranty claims' },
  passwordSection: { id: 'profile_password_section', defaultMessage: 'Change password' },
  passwordHint: { id: 'profile_password_hint', defaultMessage: 'Leave these fields empty to keep your password.' },
  currentPassword: { id: 'profile_current_password', defaultMessage: 'Current password' },
  newPassword: { id: 'profile_new_password', defaultMessage: 'New password' },
  save: { id: 'profile_save', defaultMessage: 'Save' },
  saved: { id: 'success_update_profile', defaultMessage: 'Your profile was saved.' },
  failed: { id: 'failed_update_profile', defaultMessage: 'Your profile could not be saved, please try again.' },
  notSavedFields: { id: 'profile_fields_refused', defaultMessage: 'Your profile was not saved: please correct the marked fields.' },
  currentPasswordIncorrect: { id: 'current_password_incorrect', defaultMessage: 'The current password is incorrect' },
  emailTaken: { id: 'email_already_exists', defaultMessage: 'Email already exists' },
  invalidChoice: { id: 'profile_invalid_language', defaultMessage: 'Choose one of the languages offered' },
  loadFailed: { id: 'profile_load_failed', defaultMessage: 'Your profile could not be loaded.' },
  tryAgain: { id: 'profile_try_again', defaultMessage: 'Try again' },
});

/** The texts the password pages share: the rules of a new password and its confirmation. */
export const passwordMessages = defineMessages({
  rules: { id: 'password_rules_hint', defaultMessage: 'At least 8 characters, with a digit, an upper-case and a lower-case letter.' },
  confirmation: { id: 'password_confirmation', defaultMessage: 'Confirm new password' },
  forgotLink: { id: 'forgot_password_link', defaultMessage: 'Forgot password?' },
  forgotTitle: { id: 'forgot_password_title', defaultMessage: 'Forgot password' },
  forgotIntro: { id: 'forgot_password_intro', defaultMessage: 'Enter your user name or e-mail address. If an account matches, we e-mail it a link to set a new password.' },
  login: { id: 'forgot_password_login', defaultMessage: 'User name or e-mail address' },
  send: { id: 'forgot_password_send', defaultMessage: 'Send link' },
  sent: {
    id: 'forgot_password_sent',
    defaultMessage: 'Thank you. If an account matches what you entered, an e-mail with a link to set a new password is on its way. The link works once, within one hour.',
  },
  requestFailed: { id: 'forgot_password_failed', defaultMessage: 'The request could not be sent, please try again.' },
  notOffered: { id: 'forgot_password_not_offered', defaultMessage: 'Passwords cannot be reset on this portal. Please contact support.' },
  setTitle: { id: 'set_password_title', defaultMessage: 'Set a new password' },
  setIntro: { id: 'set_password_intro', defaultMessage: 'Choose the password you will sign in with.' },
  setSubmit: { id: 'set_password_submit', defaultMessage: 'Set password' },
  setDone: { id: 'set_password_done', defaultMessage: 'Your password was set. You can sign in with it now.' },
  linkInvalid: { id: 'password_link_invalid', defaultMessage: 'This link has expired or was already used. Ask for a new one.' },
  linkMissing: { id: 'set_password_no_link', defaultMessage: 'Open this page from the link in your e-mail.' },
  setFailed: { id: 'failed_set_password', defaultMessage: 'The password could not be set, please try again.' },
  askNewLink: { id: 'set_password_new_link', defaultMessage: 'Ask for a new link' },
  toLogin: { id: 'password_to_login', defaultMessage: 'Back to sign in' },
});

/** The forgot-password page's answer to too many requests, with the minutes to wait. */
export const tooManyMessages = defineMessages<{ tooMany: { minutes: number } }>({
  tooMany: { id: 'too_many_password_requests', defaultMessage: 'Too many requests from your network, please try again in {minutes, plural, one {# minute} other {# minutes}}.' },
});
