import type { IntlShape } from 'react-intl';
import type { AdministeredUser, UserFormOptions } from '../../application/portal/user-administration/ports';
import { fieldPath, type UserError } from '../../domain/shared/user-error';
import type { UserInput } from '../../domain/user-administration/user-form';
import { userRefusalText } from './users-messages';

/** The form's fields of a user being edited, or of a new one: in the administrator's only sales organisation, if one. */
export function initialUserInput(user: AdministeredUser | undefined, options: UserFormOptions): UserInput {
  if (user) {
    return {
      email: user.email,
      name: user.name,
      username: user.username,
      sendEmail: user.sendEmail,
      sendEmailWarranty: user.sendEmailWarranty,
      isFakeEmail: user.isFakeEmail,
      languageId: user.language.id,
      roleIds: user.roles.map((role) => role.id),
      groupRoleId: user.groupRole?.id ?? null,
      userAreas: user.userAreas.map((area) => ({ ...area })),
      contentTargetMarketIds: user.contentTargetMarkets.map((market) => market.id),
    };
  }
  const onlySorg = options.sorgs.length === 1 ? options.sorgs[0]?.sorg : undefined;
  return {
    email: '',
    name: '',
    username: '',
    sendEmail: true,
    sendEmailWarranty: false,
    isFakeEmail: false,
    languageId: options.languages[0]?.id ?? '',
    roleIds: [],
    groupRoleId: null,
    userAreas: onlySorg ? [{ sorg: onlySorg, limitation: null, option: null, value: null }] : [],
    contentTargetMarketIds: [],
  };
}

/**
 * The refusals by the field they concern, keyed by their full path (`userAreas.0.sorg`) and by their first part
 * (`userAreas`), so a field shows its own refusal and a list the refusal of any of its items; '' is the whole save.
 */
export function errorsByField(intl: IntlShape, errors: readonly UserError[]): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const error of errors) {
    const text = userRefusalText(intl, error);
    const path = fieldPath(error);
    shown[path] ??= text;
    const first = path.split('.')[0] ?? '';
    if (first !== path && !first.startsWith('userAreas')) shown[first] ??= text;
  }
  return shown;
}
