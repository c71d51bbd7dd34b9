import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { firstFailure, type FieldRule } from '../../domain/forms/field-rules';
import { formatFieldMessage } from '../i18n/field-messages';

/**
 * A react-aria `validate` function over the shared field rules (spec 000 §5): the first failing rule's message in
 * the current language, or null. React-aria shows it once the field is left or its form submitted.
 */
export function useRulesValidator<T>(rules: readonly FieldRule<T>[] | undefined): ((value: T) => string | null) | undefined {
  const intl = useIntl();
  const validate = useCallback(
    (value: T) => {
      const failure = firstFailure(value, rules ?? []);
      return failure ? formatFieldMessage(intl, failure) : null;
    },
    [intl, rules],
  );
  return rules && rules.length > 0 ? validate : undefined;
}
