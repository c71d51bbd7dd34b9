import type { UserError } from '../../domain/shared/user-error';

/** A user error as the contract answers it: the field path may be null and the values come as name/value pairs. */
export interface ContractUserError {
  field?: readonly string[] | null;
  message: string;
  values: readonly { name: string; value: string }[];
}

/** The domain's user errors from a mutation's answer; every gateway reads `userErrors` through here. */
export function fromContractUserErrors(errors: readonly ContractUserError[]): UserError[] {
  return errors.map((error) => ({
    field: error.field ?? [],
    message: error.message,
    values: Object.fromEntries(error.values.map(({ name, value }) => [name, value])),
  }));
}
