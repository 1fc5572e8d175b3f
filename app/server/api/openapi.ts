import { z } from 'zod';
import { accountNamesPatchSchema } from '~/domain/accounts/usernames';
import {
  accountViewSchema,
  codeRequestSchema,
  codeSentSchema,
  refreshRequestSchema,
  tokenIssuedSchema,
  tokenPairSchema,
  tokenRequestSchema,
} from '~/domain/auth/app-api';
import { importAnswerSchema } from '~/domain/import/answers';
import {
  invitationAnswerSchema,
  invitationRequestSchema,
  linksAnswerSchema,
  staffAnswerSchema,
} from '~/domain/links/links';
import {
  courseIngestSchema,
  courseSavedSchema,
  roundIngestSchema,
  roundSavedSchema,
} from '~/domain/rounds/ingest';
import {
  tournamentIngestSchema,
  tournamentListSchema,
  tournamentSavedSchema,
  tournamentSearchSchema,
} from '~/domain/schedule/tournament-ingest';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../session.server';
import { apiErrorSchema } from './errors';
import {
  accountNamesExample,
  codeRequestExample,
  courseExample,
  gridRoundExample,
  invitationExample,
  mixedRoundExample,
  refreshRequestExample,
  rosterInvitationExample,
  rulesRoundExample,
  scorecardImportExample,
  scorecardRoundExample,
  tokenRequestExample,
  tournamentExample,
  trackedRoundExample,
} from './openapi-examples';
import {
  bestTenAnswerSchema,
  holeStatsAnswerSchema,
  mapRoundsAnswerSchema,
  overviewGroupAnswerSchema,
  performanceAnswerSchema,
  roundsGridAnswerSchema,
} from './read-answers';

/*
 * The OpenAPI 3.1 document of the public APIs (issue 34 §7, decision 099), served at
 * /api/v1/openapi.json. Its request and response bodies are the zod schemas the routes validate and
 * answer with, turned into JSON Schema 2020-12 by zod itself: what the document says is what the
 * routes check.
 */

export const OPENAPI_VERSION = '3.1.1';
/** The version of the API this document describes; raised with each change an app can notice. */
export const API_VERSION = '1.0.0';

type JsonSchema = Record<string, unknown>;
type MediaBody = { schema: JsonSchema; examples?: Record<string, { summary: string; value: unknown }> };

/** Request bodies: read as the app sends them (defaults optional, before any transform). */
const REQUEST_SCHEMAS = {
  CodeRequest: codeRequestSchema,
  TokenRequest: tokenRequestSchema,
  RefreshRequest: refreshRequestSchema,
  AccountNamesPatch: accountNamesPatchSchema,
  CourseIngest: courseIngestSchema,
  TournamentIngest: tournamentIngestSchema,
  RoundIngest: roundIngestSchema,
  InvitationRequest: invitationRequestSchema,
} satisfies Record<string, z.ZodType>;

/** Answers: as the routes write them. */
const RESPONSE_SCHEMAS = {
  ApiError: apiErrorSchema,
  CodeSent: codeSentSchema,
  TokenPair: tokenPairSchema,
  TokenIssued: tokenIssuedSchema,
  AccountView: accountViewSchema,
  CourseSaved: courseSavedSchema,
  TournamentSaved: tournamentSavedSchema,
  TournamentList: tournamentListSchema,
  RoundSaved: roundSavedSchema,
  Links: linksAnswerSchema,
  InvitationAnswer: invitationAnswerSchema,
  StaffAnswer: staffAnswerSchema,
  ImportAnswer: importAnswerSchema,
  RoundsGrid: roundsGridAnswerSchema,
  BestTen: bestTenAnswerSchema,
  HoleStats: holeStatsAnswerSchema,
  Performance: performanceAnswerSchema,
  OverviewGroup: overviewGroupAnswerSchema,
  MapRounds: mapRoundsAnswerSchema,
} satisfies Record<string, z.ZodType>;

type SchemaName = keyof typeof REQUEST_SCHEMAS | keyof typeof RESPONSE_SCHEMAS;

function componentSchemas(entries: Record<string, z.ZodType>, io: 'input' | 'output') {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(entries)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _s, $id: _i, ...schema }]) => [id, schema as JsonSchema]),
  );
}

const ref = (name: SchemaName): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema, examples?: MediaBody['examples']) => ({
  'application/json': examples ? { schema, examples } : { schema },
});

type Answer = { description: string; content?: Record<string, MediaBody> };

const error = (description: string): Answer => ({ description, content: json(ref('ApiError')) });

const BODY_ERRORS = {
  413: error('The body is larger than this API reads.'),
  415: error('The body is not JSON (Content-Type: application/json).'),
};
const UNAUTHORIZED = error(
  'No access token, or one that is invalid or has expired: refresh it once and retry.',
);

type Operation = {
  tags: Array<string>;
  operationId: string;
  summary: string;
  description?: string;
  security?: Array<Record<string, Array<string>>>;
  parameters?: Array<JsonSchema>;
  requestBody?: { required: true; content: Record<string, MediaBody> };
  responses: Record<string, Answer>;
};

type Security = Array<Record<string, Array<string>>>;

const SIGNED_IN: Security = [{ bearerAuth: [] }];
/** Read APIs answer anyone a player shares the feature with; a token shows what its account may see. */
const SIGNED_IN_OR_NOT: Security = [{}, { bearerAuth: [] }];
/** The account APIs also answer the site's own pages, signed in by the session cookie. */
const SIGNED_IN_APP_OR_SITE: Security = [{ bearerAuth: [] }, { cookieAuth: [] }];

function body(name: keyof typeof REQUEST_SCHEMAS, examples: MediaBody['examples']) {
  return { required: true as const, content: json(ref(name), examples) };
}

/** A query parameter from a field of a zod object the route parses with. */
function queryParameters(schema: z.ZodObject, descriptions: Record<string, string>): Array<JsonSchema> {
  return Object.entries(schema.shape).map(([name, field]) => {
    const { $schema: _s, ...fieldSchema } = z.toJSONSchema(field as z.ZodType, {
      target: 'draft-2020-12',
      io: 'input',
      unrepresentable: 'any',
    });
    return { name, in: 'query', required: false, description: descriptions[name], schema: fieldSchema };
  });
}

function authOperations(): Record<string, Record<string, Operation>> {
  return {
    '/api/auth/code': {
      post: {
        tags: ['Sign-in'],
        operationId: 'sendCode',
        summary: 'Text a sign-in code to a phone number',
        requestBody: body('CodeRequest', { phone: { summary: 'A US number', value: codeRequestExample } }),
        responses: {
          200: { description: 'The code is on its way.', content: json(ref('CodeSent')) },
          400: error('The number is not a full phone number, or may not sign in.'),
          ...BODY_ERRORS,
          429: error('Too many codes for this number or address: wait and try again.'),
          503: error('The text message could not be sent: try again later.'),
        },
      },
    },
    '/api/auth/token': {
      post: {
        tags: ['Sign-in'],
        operationId: 'verifyCode',
        summary: 'Exchange the texted code for an access token, a refresh token and a device token',
        requestBody: body('TokenRequest', {
          code: { summary: 'The texted code', value: tokenRequestExample },
        }),
        responses: {
          200: { description: 'Signed in.', content: json(ref('TokenIssued')) },
          400: error('The code is wrong or has expired.'),
          ...BODY_ERRORS,
          429: error('Too many wrong codes: ask for a new one later.'),
        },
      },
    },
    '/api/auth/refresh': {
      post: {
        tags: ['Sign-in'],
        operationId: 'refreshTokens',
        summary: 'A refresh token for a new pair (each works once)',
        requestBody: body('RefreshRequest', {
          refresh: { summary: 'The last refresh token', value: refreshRequestExample },
        }),
        responses: {
          200: { description: 'A new pair.', content: json(ref('TokenPair')) },
          400: error('The body is not valid.'),
          401: error('The refresh token is invalid, expired or was already used: sign in again.'),
          ...BODY_ERRORS,
        },
      },
    },
    '/api/auth/logout': {
      post: {
        tags: ['Sign-in'],
        operationId: 'signOut',
        summary: "Revoke every token of the refresh token's sign-in",
        requestBody: body('RefreshRequest', {
          refresh: { summary: 'The last refresh token', value: refreshRequestExample },
        }),
        responses: {
          204: { description: 'Signed out.' },
          400: error('The body is not valid.'),
          ...BODY_ERRORS,
        },
      },
    },
    '/api/auth/me': {
      get: {
        tags: ['Sign-in'],
        operationId: 'readAccount',
        summary: 'Who signed in, and whether onboarding (a username) is still needed',
        security: SIGNED_IN_APP_OR_SITE,
        responses: {
          200: { description: 'The account.', content: json(ref('AccountView')) },
          401: UNAUTHORIZED,
        },
      },
      patch: {
        tags: ['Sign-in'],
        operationId: 'updateAccount',
        summary: 'Set the first name, last name or username',
        security: SIGNED_IN_APP_OR_SITE,
        requestBody: body('AccountNamesPatch', { names: { summary: 'A name', value: accountNamesExample } }),
        responses: {
          200: { description: 'The account as changed.', content: json(ref('AccountView')) },
          400: error('A field is not valid, or the username is reserved or taken (fieldErrors names it).'),
          401: UNAUTHORIZED,
          ...BODY_ERRORS,
        },
      },
    },
  };
}

function ingestOperations(): Record<string, Record<string, Operation>> {
  const refused = (what: string) =>
    error(
      `The ${what} is not valid; nothing was stored. \`issues\` lists every refused field with a sentence.`,
    );
  return {
    '/api/v1/courses': {
      post: {
        tags: ['Ingest'],
        operationId: 'saveCourse',
        summary: 'Create a course, or update the one sent before under the same clientCourseId',
        security: SIGNED_IN,
        requestBody: body('CourseIngest', {
          course: { summary: 'An 18-hole course with two tees', value: courseExample },
        }),
        responses: {
          200: { description: 'Updated.', content: json(ref('CourseSaved')) },
          201: { description: 'Created.', content: json(ref('CourseSaved')) },
          400: refused('course'),
          401: UNAUTHORIZED,
          ...BODY_ERRORS,
        },
      },
    },
    '/api/v1/tournaments': {
      get: {
        tags: ['Ingest'],
        operationId: 'searchTournaments',
        summary: 'Events to pick from before creating one (50 at most, earliest first)',
        security: SIGNED_IN,
        parameters: queryParameters(tournamentSearchSchema, {
          q: 'Part of the name, case aside.',
          from: 'Events starting on or after this day.',
          to: 'Events starting on or before this day.',
        }),
        responses: {
          200: { description: 'The events found.', content: json(ref('TournamentList')) },
          400: error('A parameter is not valid (`issues` names it).'),
          401: UNAUTHORIZED,
        },
      },
      post: {
        tags: ['Ingest'],
        operationId: 'saveTournament',
        summary: "Store an event and the player's entry in it; rounds name it by tournamentId",
        description:
          'Sending the same clientTournamentId again updates the entry (and the event, when this account created it). A new one whose name and start date match a stored event enters that event: `shared` is true.',
        security: SIGNED_IN,
        requestBody: body('TournamentIngest', {
          tournament: { summary: 'A two-round event, finished T5', value: tournamentExample },
        }),
        responses: {
          200: { description: 'The entry was updated.', content: json(ref('TournamentSaved')) },
          201: { description: 'The entry is new.', content: json(ref('TournamentSaved')) },
          400: refused('tournament'),
          401: UNAUTHORIZED,
          ...BODY_ERRORS,
        },
      },
    },
    '/api/v1/rounds': {
      post: {
        tags: ['Ingest'],
        operationId: 'saveRound',
        summary: 'Store a round with its holes, shot by shot or as a scorecard',
        description:
          "A hole lists its shots (lies and distances to the hole: yards, feet on the green, or the round's `units`; a distance not sent is computed from the shot's position and the pin), or only its score and putts. Positions are latitude/longitude, or x/y on the hole's `grid`. A shot may name its penalties' kinds, the relief taken before it and a provisional ball kept; a hole may list the strokes of a provisional ball abandoned. Sending the same clientRoundId again stores nothing and answers the same roundId.",
        security: SIGNED_IN,
        requestBody: body('RoundIngest', {
          tracked: { summary: 'Nine holes shot by shot', value: trackedRoundExample },
          scorecard: {
            summary: 'Nine holes as a scorecard (score, putts, fairway, green, penalties, sand, up and down)',
            value: scorecardRoundExample,
          },
          mixed: {
            summary: 'Three holes shot by shot, one with only its putts, five as a scorecard',
            value: mixedRoundExample,
          },
          grid: {
            summary: "One hole by positions on the tracker's grid in metres; distances computed from them",
            value: gridRoundExample,
          },
          rules: {
            summary:
              'Penalty kinds, relief (free and with a penalty) and provisional balls, by the Rules of Golf',
            value: rulesRoundExample,
          },
        }),
        responses: {
          200: { description: 'This clientRoundId was stored before.', content: json(ref('RoundSaved')) },
          201: { description: 'Stored.', content: json(ref('RoundSaved')) },
          400: refused('round'),
          401: UNAUTHORIZED,
          ...BODY_ERRORS,
        },
      },
    },
    '/api/v1/imports': {
      post: {
        tags: ['Ingest'],
        operationId: 'importRounds',
        summary: 'Import rounds from a CSV or XLSX file of shots or scorecards (docs/import.md)',
        description:
          'The file is the body (text/csv or the .xlsx type) or the `file` of a multipart form; its type is told by its content. Each round is built as a POST /api/v1/rounds body and checked and stored the same way, all or nothing; a round stored before (same file content, or the same round_id) is recognised. Every round is answered with its problems in words, by row and column. With dryRun=1 nothing is stored. A request stores at most 50 rounds: send the file again with ?from= the answer’s `next` until it is null.',
        security: SIGNED_IN,
        parameters: [
          {
            name: 'dryRun',
            in: 'query',
            required: false,
            description: '1 for the preview: every round and its problems, nothing stored.',
            schema: { type: 'string', enum: ['1', '0', 'true', 'false'] },
          },
          {
            name: 'from',
            in: 'query',
            required: false,
            description:
              "The position of the first round to store (the answer's `next`): a request stores at most 50 rounds.",
            schema: { type: 'integer', minimum: 0, default: 0 },
          },
        ],
        requestBody: {
          required: true,
          content: {
            'text/csv': {
              schema: { type: 'string' },
              examples: {
                scorecard: { summary: 'Nine holes as scorecard rows', value: scorecardImportExample },
              },
            },
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': FILE,
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
                required: ['file'],
              },
            },
          },
        },
        responses: {
          200: {
            description: 'The preview (dryRun=1), or an import that stored no new round.',
            content: json(ref('ImportAnswer')),
          },
          201: { description: 'At least one round was stored.', content: json(ref('ImportAnswer')) },
          400: error('The file is empty, malformed or in no format the import reads; nothing was stored.'),
          401: UNAUTHORIZED,
          413: error('The file is larger than 4 MB.'),
          415: error('The file is not a CSV or XLSX file.'),
          503: error('The spreadsheet reader is unavailable (an XLSX file); nothing was stored.'),
        },
      },
    },
    ...Object.fromEntries(
      ['shots.csv', 'scorecard.csv', 'shots.xlsx', 'scorecard.xlsx'].map((file) => [
        `/api/v1/imports/templates/${file}`,
        {
          get: {
            tags: ['Ingest'],
            operationId: `importTemplate${file.replace(/(^|\.)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}`,
            summary: `The import's ${file.split('.')[0]} template with example rows`,
            security: [{}],
            responses: {
              200: {
                description: 'The template, as an attachment.',
                content: {
                  [file.endsWith('.csv')
                    ? 'text/csv'
                    : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']: FILE,
                },
              },
            },
          } satisfies Operation,
        },
      ]),
    ),
  };
}

const pathId = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string', pattern: '^-?\\d+$' },
});

/** issue 34 §4, decision 104: coach and roster links by invitation, with the player's consent. */
function linkOperations(): Record<string, Record<string, Operation>> {
  const invitation = pathId('id', 'The invitation, as GET /api/v1/links lists it.');
  const answered = (answer: string): Operation => ({
    tags: ['Links'],
    operationId: `${answer}Invitation`,
    summary: `The invited player ${answer}s an invitation waiting for their answer`,
    ...(answer === 'accept'
      ? {
          description:
            'Accepting writes the link in the same step: a sub-circle member sees every page of the player (spec 1 §6); a roster lists the player on the organization page.',
        }
      : {}),
    security: SIGNED_IN,
    parameters: [invitation],
    responses: {
      200: { description: `The invitation, ${answer}ed.`, content: json(ref('InvitationAnswer')) },
      401: UNAUTHORIZED,
      404: error('No invitation waits for this account’s answer under this id.'),
      409: error('The invitation was already answered or withdrawn.'),
    },
  });
  const ended = (operationId: string, summary: string, parameters: Array<JsonSchema>): Operation => ({
    tags: ['Links'],
    operationId,
    summary,
    security: SIGNED_IN,
    parameters,
    responses: {
      204: { description: 'The link is ended: the membership is gone.' },
      401: UNAUTHORIZED,
      404: error('No such link, or one this account is not a side of.'),
    },
  });
  return {
    '/api/v1/links': {
      get: {
        tags: ['Links'],
        operationId: 'readLinks',
        summary: 'My invitations (received and sent, waiting for an answer) and my links',
        security: SIGNED_IN,
        responses: {
          200: { description: 'Invitations and links.', content: json(ref('Links')) },
          401: UNAUTHORIZED,
        },
      },
    },
    '/api/v1/links/invitations': {
      post: {
        tags: ['Links'],
        operationId: 'invitePlayer',
        summary: 'Invite a player by username: to see their pages, or onto a roster you manage',
        description:
          'Nothing links until the player accepts. `sub-circle`: the inviter (a coach or parent) asks to see every page of the player. `roster`: the staff of the roster’s organization asks the player onto it.',
        security: SIGNED_IN,
        requestBody: body('InvitationRequest', {
          circle: { summary: 'A coach asks to see a player’s pages', value: invitationExample },
          roster: { summary: 'Staff invite a player onto a roster', value: rosterInvitationExample },
        }),
        responses: {
          201: {
            description: 'The invitation, waiting for the player.',
            content: json(ref('InvitationAnswer')),
          },
          400: error('A field is not valid, or the username is your own (`issues` names the field).'),
          401: UNAUTHORIZED,
          403: error('The roster is not one this account may invite players to.'),
          404: error('No player has this username.'),
          409: error(
            'An invitation waits for this player already, the link exists, or too many invitations wait.',
          ),
          ...BODY_ERRORS,
        },
      },
    },
    '/api/v1/links/invitations/{id}': {
      delete: {
        tags: ['Links'],
        operationId: 'withdrawInvitation',
        summary: 'Withdraw an invitation you sent that waits for an answer',
        security: SIGNED_IN,
        parameters: [invitation],
        responses: {
          200: { description: 'The invitation, withdrawn.', content: json(ref('InvitationAnswer')) },
          401: UNAUTHORIZED,
          404: error('No invitation of this account waits for an answer under this id.'),
        },
      },
    },
    '/api/v1/links/invitations/{id}/accept': { post: answered('accept') },
    '/api/v1/links/invitations/{id}/decline': { post: answered('decline') },
    '/api/v1/links/sub-circle/{playerId}/{memberId}': {
      delete: ended('endCircleLink', 'The player removes a coach or parent; the coach or parent leaves', [
        pathId('playerId', 'The player’s account id.'),
        pathId('memberId', 'The coach’s or parent’s account id.'),
      ]),
    },
    '/api/v1/organizations/{short}/staff/{username}': (() => {
      const staff = (method: 'put' | 'delete'): Operation => ({
        tags: ['Links'],
        operationId: method === 'put' ? 'addStaff' : 'removeStaff',
        summary:
          method === 'put'
            ? 'A product manager makes an account staff of an organization (it may invite players onto its rosters)'
            : 'A product manager removes an account from an organization’s staff',
        security: SIGNED_IN,
        parameters: [
          {
            name: 'short',
            in: 'path',
            required: true,
            description: 'The organization’s short name.',
            schema: { type: 'string' },
          },
          {
            name: 'username',
            in: 'path',
            required: true,
            description: 'The account’s username.',
            schema: { type: 'string' },
          },
        ],
        responses: {
          200: {
            description: 'The organization, the account and whether it is staff now.',
            content: json(ref('StaffAnswer')),
          },
          401: UNAUTHORIZED,
          403: error('Only a product manager adds or removes staff.'),
          404: error('No such organization or account (or, to remove, not on the staff).'),
        },
      });
      return { put: staff('put'), delete: staff('delete') };
    })(),
    '/api/v1/links/roster/{rosterId}/{playerId}': {
      delete: ended(
        'endRosterLink',
        'The player leaves a roster; its organization’s staff remove the player',
        [pathId('rosterId', 'The roster (may be negative).'), pathId('playerId', 'The player’s account id.')],
      ),
    },
  };
}

const USERNAME = {
  name: 'username',
  in: 'path',
  required: true,
  description: "The player's username.",
  schema: { type: 'string' },
};
const ROUND_IDS = {
  name: 'roundIds',
  in: 'query',
  required: true,
  description: "Comma-separated ids of the player's rounds (400 at most).",
  schema: { type: 'string', pattern: '^\\d+(,\\d+)*$' },
};
const HOLES = {
  name: 'holes',
  in: 'query',
  required: false,
  description: '9 or 18 (default 18).',
  schema: { type: 'string', enum: ['9', '18'] },
};
const STANDARD = {
  name: 'standard',
  in: 'query',
  required: false,
  description: 'The standard to compare against (default pga-tour).',
  schema: { type: 'string' },
};
const query = (name: string, description: string) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema: { type: 'string' },
});

const READ_ERRORS = {
  400: error('A parameter is not valid; the message names it.'),
  401: UNAUTHORIZED,
  403: error("This player's data of this kind is not shared with the viewer."),
  404: error('No player with this username, or a round that is not theirs.'),
};

/** A read API's answer: JSON by its schema in read-answers.ts. */
function readJson(
  operationId: string,
  summary: string,
  parameters: Array<JsonSchema>,
  answer: keyof typeof RESPONSE_SCHEMAS,
): Operation {
  return {
    tags: ['Players'],
    operationId,
    summary,
    security: SIGNED_IN_OR_NOT,
    parameters: [USERNAME, ...parameters],
    responses: {
      200: { description: 'The answer.', content: json(ref(answer)) },
      308: { description: 'The username changed: the same request at the current one.' },
      ...READ_ERRORS,
    },
  };
}

const FILE = { schema: { type: 'string', contentMediaType: 'application/octet-stream' } };

function download(
  operationId: string,
  summary: string,
  mediaType: string,
  parameters: Array<JsonSchema> = [],
): Operation {
  return {
    tags: ['Players'],
    operationId,
    summary,
    security: SIGNED_IN_OR_NOT,
    parameters: [USERNAME, ...parameters],
    responses: {
      200: { description: 'The file, as an attachment.', content: { [mediaType]: FILE } },
      ...READ_ERRORS,
    },
  };
}

function readOperations(): Record<string, Record<string, Operation>> {
  const players = '/api/v1/players/{username}';
  const selection = query(
    'quick',
    'A round filter (spec 2 §5): quick, from, to, holes, roundTypes…; several selections are prefixed s1., s2.…',
  );
  return {
    [`${players}/rounds`]: {
      get: readJson(
        'playerRounds',
        'The rounds grid: 10 rounds a page, newest first, with averages',
        [HOLES, query('page', 'The page, from 1.'), selection],
        'RoundsGrid',
      ),
    },
    [`${players}/performance`]: {
      get: readJson(
        'playerPerformance',
        'Stats of one or more round selections against a standard, with strengths and weaknesses',
        [selection, STANDARD, query('category', 'The assessment category (default Scorecard).')],
        'Performance',
      ),
    },
    [`${players}/overview/{group}`]: {
      get: readJson(
        'playerOverviewGroup',
        "An overview group's overviews built from the player's rounds",
        [
          {
            name: 'group',
            in: 'path',
            required: true,
            description: 'The group, e.g. recent-performance or current-season.',
            schema: { type: 'string' },
          },
          HOLES,
          STANDARD,
          query('category', 'The assessment category (default Scorecard).'),
        ],
        'OverviewGroup',
      ),
    },
    [`${players}/hole-stats`]: {
      get: readJson(
        'playerHoleStats',
        'The holes of some rounds with their flags and strokes gained',
        [
          ROUND_IDS,
          query('active', 'Comma-separated flags every counted hole must have.'),
          query('part', 'all (default) or probability (the stat probability cards alone).'),
        ],
        'HoleStats',
      ),
    },
    [`${players}/map-rounds`]: {
      get: readJson(
        'playerMapRounds',
        'Rounds with holes, shots and course geometry for the shot map',
        [
          ROUND_IDS,
          query('feature', 'stats (default) or my-rounds.'),
          query('geometry', 'points (default) or packed.'),
          query('unfinished', 'exclude (default) or include.'),
        ],
        'MapRounds',
      ),
    },
    [`${players}/best-ten`]: {
      get: readJson(
        'playerBestTen',
        'The ten-round chart sets of a date range (Last 24 Months by default)',
        [query('from', 'First day, YYYY-MM-DD.'), query('to', 'Last day, YYYY-MM-DD.')],
        'BestTen',
      ),
    },
    [`${players}/export.csv`]: {
      get: download('playerExportCsv', 'Every round with its score and stats, newest first', 'text/csv'),
    },
    [`${players}/my-data.csv`]: {
      get: download('myDataCsv', "One of the account's own tables (the player alone)", 'text/csv', [
        query('table', 'rounds (default), tournaments or stats.'),
      ]),
    },
    [`${players}/my-data.xlsx`]: {
      get: download(
        'myDataXlsx',
        "The account's own rounds, stats and tournaments, a sheet each (the player alone)",
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ),
    },
  };
}

function buildDocument(productName: string) {
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: `${productName} API`,
      version: API_VERSION,
      description:
        'The APIs of the mobile app: sign-in by texted code, the ingest of courses, tournaments and rounds, the read APIs of a player, and the links between players, coaches and rosters. Every refusal is a 4xx with a sentence; a method a documented path does not list answers 405 with an Allow header naming those it takes.',
    },
    tags: [
      { name: 'Sign-in', description: 'Phone sign-in, tokens and the account.' },
      { name: 'Ingest', description: 'Courses, tournaments and rounds from the app.' },
      { name: 'Players', description: "A player's data, as far as the viewer may see it." },
      {
        name: 'Links',
        description: 'Coach, parent and roster links by invitation, with the player’s consent.',
      },
      { name: 'Contract', description: 'This document.' },
    ],
    paths: {
      ...authOperations(),
      ...ingestOperations(),
      ...readOperations(),
      ...linkOperations(),
      '/api/v1/openapi.json': {
        get: {
          tags: ['Contract'],
          operationId: 'openApiDocument',
          summary: 'This document',
          security: [{}],
          responses: { 200: { description: 'The OpenAPI document.', content: json({ type: 'object' }) } },
        },
      },
    },
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http' as const,
          scheme: 'bearer',
          description: 'The access token of POST /api/auth/token or /api/auth/refresh.',
        },
        cookieAuth: {
          type: 'apiKey' as const,
          in: 'cookie' as const,
          name: SECURE_SESSION_COOKIE,
          description: `The site's session cookie, as a signed-in browser sends it (${SESSION_COOKIE} in local development).`,
        },
      },
      schemas: {
        ...componentSchemas(REQUEST_SCHEMAS, 'input'),
        ...componentSchemas(RESPONSE_SCHEMAS, 'output'),
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildDocument> & { servers: Array<{ url: string }> };

// Built on first use and kept for the isolate, per product name (one per deployment in practice).
const built = new Map<string, ReturnType<typeof buildDocument>>();

/** The document for a deployment's product name, served from `origin`. */
export function openApiDocument(productName: string, origin: string): OpenApiDocument {
  let document = built.get(productName);
  if (document === undefined) {
    document = buildDocument(productName);
    built.set(productName, document);
  }
  return { ...document, servers: [{ url: origin }] };
}
