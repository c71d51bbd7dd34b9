import type { IntlConfig } from 'react-intl';

/**
 * A message missing from a catalogue falls back to its English default by design (partial translations), so only
 * other formatting errors are worth a log line.
 */
export const reportIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
};
