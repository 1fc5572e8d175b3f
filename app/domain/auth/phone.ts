import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Display form of a stored phone number (spec 1 §3 Organization phone), formatted by the phone-number
 * library. North American numbers read as (555) 201-4410, with +1 in front when the country code was
 * stored; anything else is shown as stored, since a wrong guess at a foreign format is worse than none.
 */
export function formatPhone(raw: string | null | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  const number = northAmerican(text);
  if (number === undefined) return text;
  const stored11 = text.replace(/\D/g, '').length === 11;
  return stored11 ? `+1 ${number.formatNational()}` : number.formatNational();
}

/** A tel: link target for a stored phone number, or null when it is no number that can be dialled. */
export function phoneHref(raw: string | null | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  // Without a + the number is read as North American (the only numbers shown formatted).
  const number = parsePhoneNumberFromString(text, 'US');
  return number?.isPossible() ? number.getURI() : null;
}

function northAmerican(text: string) {
  // Only digits and the usual separators: "555.201.4410 ext 3" is left alone.
  if (!/^\+?[\d\s().-]+$/.test(text)) return undefined;
  const number = parsePhoneNumberFromString(text, 'US');
  // Possible rather than valid: the demo data's fictional 555 numbers are shown formatted too.
  return number?.countryCallingCode === '1' && number.isPossible() ? number : undefined;
}
