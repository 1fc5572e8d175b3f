import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * issue 4 §1: phone numbers are parsed and validated with a phone-number library. The E.164 form of a
 * full number ("+12025550123"), or null when it is not a valid number for its country code (codes are
 * never sent to numbers that cannot exist: SMS-pumping defence).
 */
export function e164(fullNumber: string, options: { allowFictional?: boolean } = {}): string | null {
  if (!/^\+\d{2,16}$/.test(fullNumber)) return null;
  const parsed = parsePhoneNumberFromString(fullNumber);
  if (parsed?.isValid()) return parsed.number;
  // Outside production the demo accounts' fictional +1 555 numbers may sign in (db/seed/people.ts).
  if (options.allowFictional && /^\+1555\d{7}$/.test(fullNumber)) return fullNumber;
  return null;
}
