// What Pinloom reads from Pinterest API v5 (emulators/pinterest/spec/openapi-v5.yaml), as zod schemas:
// strict on the fields we use, lenient on everything else so a new Pinterest field never breaks us.
import { z } from 'zod';

/** Where and as whom Pinloom talks to Pinterest: the real API, its sandbox, or the emulator. */
export interface PinterestConnectionConfig {
  appId: string;
  appSecret: string;
  /** Must equal a redirect URI registered with the Pinterest app, byte for byte. */
  redirectUri: string;
  /** e.g. https://api.pinterest.com/v5 (or https://api-sandbox.pinterest.com/v5, or the emulator's /v5). */
  apiBaseUrl: string;
  /** The consent page, e.g. https://www.pinterest.com/oauth/ */
  oauthBaseUrl: string;
}

/** A connection's tokens as the caller stores them (encrypted, see crypto/secret-box.ts). */
export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: Date;
  /** Null when Pinterest did not say; continuous refresh tokens last 60 days from each refresh. */
  refreshTokenExpiresAt: Date | null;
  /** Comma-separated, as Pinterest sends it. */
  scope: string;
}

/** OauthAccessTokenResponse and its authorization_code / refresh_token variants. */
export const tokenResponseSchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().int().nonnegative(),
  scope: z.string().default(''),
  response_type: z.string().optional(),
  refresh_token: z.string().min(1).optional(),
  refresh_token_expires_in: z.number().int().nonnegative().optional(),
  /** Unix seconds. */
  refresh_token_expires_at: z.number().int().nonnegative().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** The Account schema that GET /user_account answers. */
export const userAccountSchema = z.looseObject({
  id: z.string().optional(),
  username: z.string(),
  account_type: z.string().optional(),
  profile_image: z.string().optional(),
  website_url: z.string().optional(),
  business_name: z.string().nullish(),
  board_count: z.number().nullish(),
  pin_count: z.number().nullish(),
});
export type UserAccount = z.infer<typeof userAccountSchema>;

const BOARD_PRIVACIES = ['PUBLIC', 'PROTECTED', 'SECRET'] as const;
type BoardPrivacy = (typeof BOARD_PRIVACIES)[number];

export const boardSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  description: z.string().nullish(),
  // Lenient: a privacy Pinterest adds later should not make a whole board list unreadable.
  privacy: z.string().optional(),
  pin_count: z.number().optional(),
  created_at: z.string().optional(),
});
export type Board = z.infer<typeof boardSchema>;

export const pinSchema = z.looseObject({
  id: z.string().min(1),
  board_id: z.string().optional(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  alt_text: z.string().nullish(),
  link: z.string().nullish(),
  created_at: z.string().optional(),
});
export type Pin = z.infer<typeof pinSchema>;

/** The Paginated envelope: `bookmark` is the cursor of the next page, null (or absent) on the last. */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.looseObject({ items: z.array(item), bookmark: z.string().nullish() });
}

/** Pinterest's Error schema; both fields optional here because gateways answer other shapes. */
export const errorBodySchema = z.looseObject({
  code: z.number().optional(),
  message: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

export interface NewBoard {
  name: string;
  description?: string | undefined;
  privacy?: BoardPrivacy | undefined;
}

/** The pin image: the PNG/JPEG itself, or a public URL Pinterest can fetch. */
type PinImage = { base64: string; contentType: 'image/png' | 'image/jpeg' } | { url: string };

export interface NewPin {
  boardId: string;
  title: string;
  description: string;
  altText: string;
  link?: string | undefined;
  image: PinImage;
}
