import { userError, type UserError } from '../shared/user-error';

/**
 * When a banner or an announcement shows: from its `from` instant (inclusive) to its `to` instant (exclusive).
 * Both are ISO-8601 instants the administrator chose.
 */
export interface ContentSchedule {
  from: string;
  to: string;
}

const isInstant = (value: string): boolean => value.trim() !== '' && !Number.isNaN(Date.parse(value));

/** The schedule's refusals: each end must be a date, and `to` must come after `from`. */
export function contentScheduleErrors(schedule: ContentSchedule): UserError[] {
  const errors: UserError[] = [];
  if (!isInstant(schedule.from)) errors.push(userError('from', 'required_field'));
  if (!isInstant(schedule.to)) errors.push(userError('to', 'required_field'));
  if (errors.length === 0 && Date.parse(schedule.to) <= Date.parse(schedule.from)) errors.push(userError('to', 'content_to_before_from'));
  return errors;
}

/** Whether the schedule shows its content at the instant. */
export function isScheduledAt(schedule: ContentSchedule, at: Date): boolean {
  return Date.parse(schedule.from) <= at.getTime() && at.getTime() < Date.parse(schedule.to);
}

/**
 * Whether an administrator may maintain content of a sales organisation: only of those their areas hold, so that
 * an administrator of one brand's market never publishes to another's dealers.
 */
export function mayAdministerSalesOrganisation(heldSalesOrganisations: readonly string[], sorg: string): boolean {
  return heldSalesOrganisations.includes(sorg);
}
