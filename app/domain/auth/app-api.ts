import { z } from 'zod';

/*
 * The mobile app's sign-in API (issue 4 §9; spec 1 §6, §7): the JSON bodies the routes check and the
 * answers they give, one schema each, which the OpenAPI document (/api/v1/openapi.json) publishes.
 */

const REFRESH_TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/** POST /api/auth/code. `deviceToken`: what /api/auth/token gave this device last time (decision 026). */
export const codeRequestSchema = z.object({
  phone: z.string().max(32).describe('The full phone number, with its country code: +15125550123.'),
  deviceToken: z.string().max(200).optional(),
});

/** POST /api/auth/token: the texted code for a token pair. */
export const tokenRequestSchema = z.object({
  session: z
    .string()
    .regex(/^[A-Za-z0-9_-]{22}$/)
    .describe('The `session` that /api/auth/code answered.'),
  code: z.string().max(16).describe('The code texted to the phone.'),
});

/** POST /api/auth/refresh and POST /api/auth/logout. */
export const refreshRequestSchema = z.object({ refreshToken: z.string().regex(REFRESH_TOKEN) });

export const codeSentSchema = z.object({
  challengeName: z.literal('CUSTOM_CHALLENGE'),
  session: z.string().describe('Goes with the code to /api/auth/token.'),
});

export const tokenPairSchema = z.object({
  accessToken: z.string().describe('Sent as "Authorization: Bearer …"; valid for an hour.'),
  refreshToken: z.string().describe('Works once, for a new pair (POST /api/auth/refresh).'),
  tokenType: z.literal('Bearer'),
  expiresIn: z.number().int().describe('Seconds the access token is valid for.'),
});

export const tokenIssuedSchema = tokenPairSchema.extend({
  deviceToken: z.string().describe("Goes with this device's next /api/auth/code."),
  needsOnboarding: z.boolean().describe('True until the account has a username (PATCH /api/auth/me).'),
});

/** GET and PATCH /api/auth/me: who signed in. */
export const accountViewSchema = z.object({
  accountId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  username: z.string().nullable(),
  needsOnboarding: z
    .boolean()
    .describe('True until the account has a username: its public URL (spec 1 §2 /player/{username}).'),
  suggestedUsername: z
    .string()
    .nullable()
    .describe('A free username made from the name while onboarding is needed and a name is known.'),
});

export type TokenPair = z.infer<typeof tokenPairSchema>;
export type AccountView = z.infer<typeof accountViewSchema>;
