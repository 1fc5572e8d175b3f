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

/** A contact as the page shows it: with the tel: link of its number (app/domain/auth/phone.ts). */
export type ShownSupportContact = SupportContact & { phoneHref: string | null };
