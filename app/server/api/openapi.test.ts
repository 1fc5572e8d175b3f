import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { expect, test } from 'vitest';
import { roundIngestSchema } from '~/domain/rounds/ingest';
import { documentValidator } from '../../../test/helpers/openapi';
import { OPENAPI_VERSION, openApiDocument } from './openapi';
import {
  gridRoundExample,
  mixedRoundExample,
  rulesRoundExample,
  scorecardRoundExample,
  trackedRoundExample,
} from './openapi-examples';

const document = openApiDocument('ScoreTrack Golf', 'https://scoretrack.example');

type Operation = {
  requestBody?: { content: Record<string, { examples?: Record<string, { value: unknown }> }> };
};

function operations() {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Operation>).map(([method, operation]) => ({
      path,
      method,
      operation,
    })),
  );
}

test('the document is a valid OpenAPI 3.1 document by a standard validator', async () => {
  // The document as served (JSON); the validator dereferences what it is given, so a copy.
  const served = JSON.parse(JSON.stringify(document));
  await expect(SwaggerParser.validate(served)).resolves.toBeTruthy();
  expect(document.openapi).toBe(OPENAPI_VERSION);
  expect(OPENAPI_VERSION.startsWith('3.1')).toBe(true);
});

test('names the product, the origin it is served from and the bearer token the app sends', () => {
  expect(document.info.title).toBe('ScoreTrack Golf API');
  expect(document.servers).toEqual([{ url: 'https://scoretrack.example' }]);
  expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  expect(openApiDocument('Fairway Pro', 'http://localhost:8787').info.title).toBe('Fairway Pro API');
});

test('is built once per product name and only its servers follow the request', () => {
  const again = openApiDocument('ScoreTrack Golf', 'http://localhost:8787');
  expect(again.components).toBe(document.components);
  expect(again.servers).toEqual([{ url: 'http://localhost:8787' }]);
});

test('documents every public API with its methods', () => {
  const listed = operations().map(({ path, method }) => `${method.toUpperCase()} ${path}`);
  expect(listed).toEqual(
    expect.arrayContaining([
      'POST /api/auth/code',
      'POST /api/auth/token',
      'POST /api/auth/refresh',
      'POST /api/auth/logout',
      'GET /api/auth/me',
      'PATCH /api/auth/me',
      'POST /api/v1/courses',
      'GET /api/v1/tournaments',
      'POST /api/v1/tournaments',
      'POST /api/v1/rounds',
      'POST /api/v1/imports',
      'GET /api/v1/imports/templates/scorecard.xlsx',
      'GET /api/v1/players/{username}/rounds',
      'GET /api/v1/players/{username}/performance',
      'GET /api/v1/players/{username}/overview/{group}',
      'GET /api/v1/players/{username}/hole-stats',
      'GET /api/v1/players/{username}/map-rounds',
      'GET /api/v1/players/{username}/best-ten',
      'GET /api/v1/players/{username}/export.csv',
      'GET /api/v1/players/{username}/my-data.csv',
      'GET /api/v1/players/{username}/my-data.xlsx',
      'GET /api/v1/links',
      'POST /api/v1/links/invitations',
      'DELETE /api/v1/links/invitations/{id}',
      'POST /api/v1/links/invitations/{id}/accept',
      'POST /api/v1/links/invitations/{id}/decline',
      'DELETE /api/v1/links/sub-circle/{playerId}/{memberId}',
      'DELETE /api/v1/links/roster/{rosterId}/{playerId}',
      'PUT /api/v1/organizations/{short}/staff/{username}',
      'DELETE /api/v1/organizations/{short}/staff/{username}',
      'GET /api/v1/openapi.json',
    ]),
  );
});

test('every request example validates against the schema the document gives for it', () => {
  const validatorAt = documentValidator(document);
  const examples = operations().flatMap(({ path, method, operation }) =>
    Object.entries(operation.requestBody?.content ?? {}).flatMap(([mediaType, media]) =>
      Object.entries(media.examples ?? {}).map(([name, example]) => ({
        at: ['paths', path, method, 'requestBody', 'content', mediaType, 'schema'],
        name: `${method} ${path} ${name}`,
        value: example.value,
      })),
    ),
  );
  expect(examples.length).toBeGreaterThanOrEqual(9);
  for (const example of examples) {
    const validate = validatorAt(example.at);
    expect({ name: example.name, valid: validate(example.value), errors: validate.errors }).toMatchObject({
      name: example.name,
      valid: true,
    });
  }
});

test('the round examples, shot by shot, scorecard, mixed and on a grid, pass the zod schema the route checks with', () => {
  expect(roundIngestSchema.safeParse(trackedRoundExample).error?.issues).toBeUndefined();
  expect(roundIngestSchema.safeParse(gridRoundExample).error?.issues).toBeUndefined();
  expect(roundIngestSchema.safeParse(rulesRoundExample).error?.issues).toBeUndefined();
  expect(roundIngestSchema.safeParse(scorecardRoundExample).error?.issues).toBeUndefined();
  expect(roundIngestSchema.safeParse(mixedRoundExample).error?.issues).toBeUndefined();
});

test('a body the zod schema refuses for its shape is refused by the document too', () => {
  const validate = documentValidator(document)(['components', 'schemas', 'RoundIngest']);
  expect(validate({ ...trackedRoundExample, holeCount: 12 })).toBe(false);
  expect(validate({ ...trackedRoundExample, roundType: 'casual' })).toBe(false);
  const { tee: _tee, ...withoutTee } = trackedRoundExample;
  expect(validate(withoutTee)).toBe(false);
});

test("the README's round examples pass the schema the route checks with", () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const rounds = [...readme.matchAll(/```json\n([\s\S]*?)```/g)]
    .map(([, block]) => JSON.parse(block ?? 'null') as Record<string, unknown>)
    .filter((value) => 'clientRoundId' in value);
  expect(rounds.length).toBeGreaterThanOrEqual(3);
  for (const round of rounds) {
    expect(roundIngestSchema.safeParse(round).error?.issues, String(round.clientRoundId)).toBeUndefined();
  }
});
