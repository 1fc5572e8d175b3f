import { expect, test } from 'vitest';
import {
  eventTypeLabel,
  externalUrl,
  formatLocation,
  localeTypeLabel,
  statusGroup,
  statusLabel,
} from './tournaments';

// spec 3 §4: 1 In Field, 2 Considering, 3 Qualifying, 4 Applied, 5 Invited, 6 Invited/Conflict-WD.
test.each([
  { id: 1, label: 'In Field', group: 'confirmed' },
  { id: 2, label: 'Considering', group: 'considering' },
  { id: 3, label: 'Qualifying', group: 'confirmed' },
  { id: 4, label: 'Applied', group: 'confirmed' },
  { id: 5, label: 'Invited', group: 'considering' },
  { id: 6, label: 'Invited/Conflict-WD', group: 'considering' },
  { id: 7, label: null, group: null },
  { id: null, label: null, group: null },
])('status $id reads $label ($group)', ({ id, label, group }) => {
  expect(statusLabel(id)).toBe(label);
  expect(statusGroup(id)).toBe(group);
});

// spec 3 §9 event and locale types.
test.each([
  { id: 3, label: 'Tournament' },
  { id: 10, label: 'Qualifier' },
  { id: 11, label: 'Match' },
  { id: 1, label: null },
])('event type $id is $label', ({ id, label }) => {
  expect(eventTypeLabel(id)).toBe(label);
});

test.each([
  { id: 1, label: 'Local' },
  { id: 3, label: 'National' },
  { id: 4, label: 'High School' },
  { id: 2, label: null },
])('locale type $id is $label', ({ id, label }) => {
  expect(localeTypeLabel(id)).toBe(label);
});

// spec 2 §5: tournament links open in a new tab with the scheme prefix normalised.
test.each([
  { url: 'https://www.example.org/events', expected: 'https://www.example.org/events' },
  { url: 'www.heartlandjuniorclassic.com', expected: 'https://www.heartlandjuniorclassic.com/' },
  { url: '  http://golf.org/x ', expected: 'http://golf.org/x' },
  { url: 'javascript:alert(1)', expected: null },
  { url: 'mailto:coach@example.org', expected: null },
  { url: 'not a url', expected: null },
  { url: '', expected: null },
  { url: null, expected: null },
])('$url links to $expected', ({ url, expected }) => {
  expect(externalUrl(url)).toBe(expected);
});

test('a location joins city and state that exist', () => {
  expect(formatLocation('Austin', 'TX')).toBe('Austin, TX');
  expect(formatLocation(null, 'TX')).toBe('TX');
  expect(formatLocation(' ', null)).toBe('');
});
