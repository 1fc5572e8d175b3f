import { expect, test } from 'vitest';
import { phoneHref } from '../auth/phone';
import { SUPPORT_CONTACTS } from './support';

// spec 1 §2: "two support contacts (east coast and west coast)".
test('there is one east coast and one west coast contact, each with a name, phone and email', () => {
  expect(SUPPORT_CONTACTS.map((c) => c.region)).toEqual(['East Coast', 'West Coast']);
  for (const contact of SUPPORT_CONTACTS) {
    expect(contact.name).not.toBe('');
    expect(contact.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(phoneHref(contact.phone)).toMatch(/^tel:\+1\d{10}$/);
  }
});

test('the tel: link of a contact dials the full number', () => {
  expect(phoneHref('(555) 201-4410')).toBe('tel:+15552014410');
  expect(phoneHref('+44 20 7946 0958')).toBe('tel:+442079460958');
});
