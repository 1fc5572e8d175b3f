import { expect, test } from 'vitest';
import type { OrganizationPageData, PlayerGroupPageData } from '~/domain/organizations/organization-page';
import { absoluteUrl, organizationMeta } from './meta';

const matches = [{ id: 'root', data: { productName: 'ScoreTrack Golf' } }];

const organization = {
  name: 'Lakeside University',
  short: 'lakeside-u',
  phone: '(555) 201-4410',
  phoneHref: 'tel:+15552014410',
  address: null,
  imgUrl: '/demo/orgs/lakeside-u.svg',
};

const organizationPage: OrganizationPageData = {
  page: 'organization',
  organization,
  rosters: [
    { id: 101, name: "Men's Team", season: '2025-26', playerCount: 5, preview: [] },
    { id: 102, name: "Women's Team", season: '2025-26', playerCount: 4, preview: [] },
  ],
  groups: [],
  playerCount: 9,
  share: { origin: 'https://golf.example.com', path: '/org/lakeside-u' },
};

function content(tags: ReturnType<typeof organizationMeta>, key: string): unknown {
  const tag = tags.find((t) => ('property' in t && t.property === key) || ('name' in t && t.name === key));
  return tag && 'content' in tag ? tag.content : undefined;
}

test('the organization page is titled with the product and organization names', () => {
  const tags = organizationMeta(organizationPage, matches);
  expect(tags[0]).toEqual({ title: 'ScoreTrack Golf - Lakeside University' });
});

test('the share preview names the organization, counts rosters and players, and shows its share card', () => {
  const tags = organizationMeta(organizationPage, matches);
  expect(content(tags, 'og:title')).toBe('Lakeside University');
  expect(content(tags, 'og:description')).toBe('Lakeside University: 2 rosters, 9 players.');
  // decision 091: the organization's card, a PNG social sites render, with its size and words.
  expect(content(tags, 'og:image')).toBe('https://golf.example.com/org/lakeside-u/card.png');
  expect(content(tags, 'og:image:type')).toBe('image/png');
  expect(content(tags, 'og:image:width')).toBe('1200');
  expect(content(tags, 'og:image:height')).toBe('630');
  expect(content(tags, 'og:image:alt')).toBe(
    'Share card of the team page of Lakeside University on ScoreTrack Golf: name, picture and headline figures.',
  );
  expect(content(tags, 'og:url')).toBe('https://golf.example.com/org/lakeside-u');
  expect(content(tags, 'twitter:card')).toBe('summary_large_image');
  expect(content(tags, 'twitter:image')).toBe('https://golf.example.com/org/lakeside-u/card.png');
});

test('without a crest the preview still shows the card', () => {
  const tags = organizationMeta(
    { ...organizationPage, organization: { ...organization, imgUrl: null } },
    matches,
  );
  expect(content(tags, 'og:image')).toBe('https://golf.example.com/org/lakeside-u/card.png');
});

test('a roster page names the roster and the organization', () => {
  const rosterPage: PlayerGroupPageData = {
    page: 'players',
    organization,
    rosters: [],
    groups: [],
    current: { kind: 'roster', rosterId: 101, season: '2025-26' },
    title: "Men's Team",
    players: [
      { username: 'a', fullName: 'A B', imgUrl: null, school: null, classYear: null, hometown: null },
    ],
    share: { origin: 'https://golf.example.com', path: '/org/lakeside-u/101' },
  };
  const tags = organizationMeta(rosterPage, matches);
  expect(tags[0]).toEqual({ title: "ScoreTrack Golf - Lakeside University - Men's Team" });
  expect(content(tags, 'og:title')).toBe("Men's Team · Lakeside University");
  expect(content(tags, 'og:description')).toBe("1 player in Men's Team at Lakeside University.");
});

test('absolute URLs stay as they are', () => {
  expect(absoluteUrl('https://cdn.example.com/a.png', 'https://golf.example.com')).toBe(
    'https://cdn.example.com/a.png',
  );
});
