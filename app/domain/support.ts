/**
 * spec 1 §2 store redirect: the two support contacts shown beside the store badges (east coast and
 * west coast). One module, so the page and anything else that lists them agree.
 */
export type SupportContact = {
  region: 'East Coast' | 'West Coast';
  name: string;
  /** As shown, e.g. (555) 201-4410. */
  phone: string;
  email: string;
  hours: string;
};

export const SUPPORT_CONTACTS: ReadonlyArray<SupportContact> = [
  {
    region: 'East Coast',
    name: 'Rosa Lindgren',
    phone: '(555) 201-4410',
    email: 'east@scoretrack.golf',
    hours: 'Mon–Fri, 8 am–6 pm ET',
  },
  {
    region: 'West Coast',
    name: 'Marcus Webb',
    phone: '(555) 318-2290',
    email: 'west@scoretrack.golf',
    hours: 'Mon–Fri, 8 am–6 pm PT',
  },
];

/** A tel: link for a displayed North American number: "(555) 201-4410" → "tel:+15552014410". */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
