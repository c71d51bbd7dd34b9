/** Codes longer than this that start with I or 0 are shown by their tail only. */
export const SHORT_CODE_LENGTH = 6;

/**
 * How a customer code is shown in the chip and the picker: long codes starting with I or 0 (padded system codes)
 * show only their last six characters; every other code shows in full.
 */
export function displayCustomerCode(code: string): string {
  const startsPadded = code.startsWith('I') || code.startsWith('0');
  return startsPadded && code.length > SHORT_CODE_LENGTH ? code.slice(-SHORT_CODE_LENGTH) : code;
}
