import { userError, type UserError } from '../shared/user-error';
import { alphanumeric, email, firstFailure, maxLength, notEmpty, required, text, type FieldMessage } from '../forms/field-rules';

/**
 * The limitations a user area may carry: none, audit (skips customer selection on download pages) and the sales
 * limitations the user sales search looks for.
 */
export const USER_LIMITATIONS = ['audit', 'salesman', 'sales_group', 'sales_office'] as const;
export type UserLimitation = (typeof USER_LIMITATIONS)[number];

/** The limitations of sales staff, whom the user sales search lists. */
export const SALES_LIMITATIONS: readonly UserLimitation[] = ['salesman', 'sales_group', 'sales_office'];

/** Longest name, user name and e-mail address accepted, in characters. */
export const USER_FIELD_MAX_LENGTH = 120;
/** Longest option or value of a user area, in characters. */
export const USER_AREA_FIELD_MAX_LENGTH = 60;

/** One sales organisation a user works in, with its limitation and a free option/value pair. */
export interface UserAreaInput {
  sorg: string;
  limitation: UserLimitation | null;
  option: string | null;
  value: string | null;
}

/** A user as the administration forms send it. */
export interface UserInput {
  email: string;
  name: string;
  username: string;
  sendEmail: boolean;
  sendEmailWarranty: boolean;
  isFakeEmail: boolean;
  languageId: string;
  roleIds: string[];
  groupRoleId: string | null;
  userAreas: UserAreaInput[];
  contentTargetMarketIds: string[];
}

/**
 * The two forms of user administration. `full` (scope page.user-management) sets every field. `us` (scope
 * page.user-management-us only, the second brand's administrators) is reduced: the roles are those of the chosen
 * group role, which is required, and the warranty mail and fake e-mail switches stay off.
 */
export type UserFormVariant = 'full' | 'us';

/** The input trimmed, the e-mail and user name in lower case, the areas and lists without repeats. */
export function normaliseUserInput(input: UserInput): UserInput {
  const areas = new Map<string, UserAreaInput>();
  for (const area of input.userAreas) {
    const sorg = area.sorg.trim().toUpperCase();
    if (!areas.has(sorg)) areas.set(sorg, { sorg, limitation: area.limitation, option: blankToNull(area.option), value: blankToNull(area.value) });
  }
  return {
    ...input,
    email: input.email.trim().toLowerCase(),
    name: input.name.trim(),
    username: input.username.trim().toLowerCase(),
    languageId: input.languageId.trim().toLowerCase(),
    roleIds: [...new Set(input.roleIds)],
    groupRoleId: blankToNull(input.groupRoleId),
    userAreas: [...areas.values()],
    contentTargetMarketIds: [...new Set(input.contentTargetMarketIds)],
  };
}

function blankToNull(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function fieldError(path: string, failure: FieldMessage | null): UserError[] {
  return failure ? [userError(path, failure.key, failure.values ?? {})] : [];
}

/**
 * The refused fields of a (normalised) user input, each with the shared field rule's message: e-mail, name and
 * user name required and in their formats, a language, at least one role (full form) or a group role (us form),
 * and at least one user area, each naming a sales organisation and a known limitation.
 */
export function userInputErrors(input: UserInput, variant: UserFormVariant): UserError[] {
  const errors: UserError[] = [
    ...fieldError('email', firstFailure(input.email, [notEmpty, email, maxLength(USER_FIELD_MAX_LENGTH)])),
    ...fieldError('name', firstFailure(input.name, [notEmpty, text, maxLength(USER_FIELD_MAX_LENGTH)])),
    ...fieldError('username', firstFailure(input.username, [notEmpty, alphanumeric, maxLength(USER_FIELD_MAX_LENGTH)])),
    ...fieldError('languageId', required(input.languageId)),
  ];
  if (variant === 'full') errors.push(...fieldError('roleIds', input.roleIds.length > 0 ? null : { key: 'select_at_least_one' }));
  else errors.push(...fieldError('groupRoleId', required(input.groupRoleId ?? '')));
  if (input.userAreas.length === 0) errors.push(userError('userAreas', 'select_at_least_one'));
  input.userAreas.forEach((area, index) => {
    errors.push(...fieldError(`userAreas.${index}.sorg`, required(area.sorg)));
    if (area.limitation !== null && !USER_LIMITATIONS.includes(area.limitation)) errors.push(userError(`userAreas.${index}.limitation`, 'invalid_limitation'));
    errors.push(...fieldError(`userAreas.${index}.option`, maxLength(USER_AREA_FIELD_MAX_LENGTH)(area.option ?? '')));
    errors.push(...fieldError(`userAreas.${index}.value`, maxLength(USER_AREA_FIELD_MAX_LENGTH)(area.value ?? '')));
  });
  return errors;
}
