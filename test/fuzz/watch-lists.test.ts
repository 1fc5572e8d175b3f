// Security issue "no 5xx on any input", issue 33 §3: the watch lists' forms (lists page and one list's
// page) and their pages and exports, signed in as a coach, as an account without the Coach plan, and
// not at all, against the coach's own list, another coach's list and ids that are none.
import fc from 'fast-check';
import { beforeAll, test } from 'vitest';
import { createCoach, createWatchList, giveCoachPlan } from '../helpers/factories';
import { formBody, pairs, segment, text, valueFrom, writeRequest } from './arbitraries';
import { cookies, fuzzWorldFor, pageFuzz } from './fixtures';
import { expectClearAnswer, fuzzRoute } from './harness';

const context = fuzzWorldFor('watch-lists');

/** The viewer's (a coach's) list holding the recruit, and another coach's list. */
const ids = { own: '0', foreign: '0' };
beforeAll(async () => {
  const { db } = context.workers;
  await giveCoachPlan(db, context.world.viewer.id);
  ids.own = String(
    (await createWatchList(db, { ownerId: context.world.viewer.id, players: [context.world.recruit.id] })).id,
  );
  const other = await createCoach(db);
  ids.foreign = String(
    (await createWatchList(db, { ownerId: other.id, players: [context.world.recruit.id] })).id,
  );
});

const listIds = () => [ids.own, ids.foreign, '0', '-1', '1.5', '99999999999999999999', 'abc'];
const playerIds = () => [String(context.world.recruit.id), String(context.world.viewer.id), '0', '-3', 'x'];
const RULES = {
  messages: ['Watch lists come with the Coach plan.'],
};

test('POST /watch-lists', async () => {
  const fields = pairs(['intent', 'name', 'listId', 'playerId', 'confirm', 'returnTo'], (name) => {
    switch (name) {
      case 'intent':
        return valueFrom(['create', 'rename', 'delete', 'add']);
      case 'listId':
        return fc.oneof(fc.constantFrom(...listIds()), text);
      case 'playerId':
        return fc.oneof(fc.constantFrom(...playerIds()), text);
      case 'confirm':
        return valueFrom(['yes']);
      case 'returnTo':
        return valueFrom(['/golf/search?type=account', '//evil.example', 'https://evil.example', '/\\evil']);
      default:
        return text;
    }
  });
  await fuzzRoute(
    'POST /watch-lists',
    writeRequest(fc.constant('/watch-lists'), formBody(fields), cookies(context.world)),
    context.send,
    (response, request) => expectClearAnswer(response, request, RULES),
  );
});

test('POST /watch-lists/{id}', async () => {
  const fields = pairs(['intent', 'playerId', 'note', 'first', 'second'], (name) => {
    switch (name) {
      case 'intent':
        return valueFrom(['note', 'remove', 'compare']);
      case 'playerId':
      case 'first':
      case 'second':
        return fc.oneof(fc.constantFrom(...playerIds()), text);
      default:
        return text;
    }
  });
  const path = segment(listIds()).map((id) => `/watch-lists/${id}`);
  await fuzzRoute(
    'POST /watch-lists/{id}',
    writeRequest(path, formBody(fields), cookies(context.world)),
    context.send,
    (response, request) => expectClearAnswer(response, request, RULES),
  );
});

pageFuzz(
  context,
  'GET /watch-lists, /watch-lists/{id}, export.csv, export.xlsx',
  () =>
    fc
      .tuple(segment(listIds()), fc.constantFrom('', '/export.csv', '/export.xlsx'), fc.boolean())
      .map(([id, file, index]) => (index ? '/watch-lists' : `/watch-lists/${id}${file}`)),
  ['q', 'page'],
  () => text,
  RULES,
);
