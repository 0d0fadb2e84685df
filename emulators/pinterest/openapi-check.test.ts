import { describe, expect, it } from 'vitest';
import { checkQuery, operationInfo, validateAgainstOpenApi } from './openapi-check';

const pin = { id: '813744226420795884', title: null, description: null, creative_type: null };

describe('validateAgainstOpenApi', () => {
  it('reads nullable: true as "or null", also where the schema has no type of its own', () => {
    const verdict = validateAgainstOpenApi({
      method: 'GET',
      path: '/v5/pins/813744226420795884',
      status: 200,
      body: pin,
      kind: 'response',
    });
    expect(verdict).toEqual({ valid: true, errors: [], operationId: 'pins/get' });
    const wrong = validateAgainstOpenApi({
      method: 'GET',
      path: '/v5/pins/1',
      status: 200,
      body: { ...pin, creative_type: 'NOT_A_TYPE' },
      kind: 'response',
    });
    expect(wrong.valid).toBe(false);
  });

  it('applies a discriminator mapping that has no oneOf (token response by response_type)', () => {
    const base = { access_token: 'pina_x', token_type: 'bearer', expires_in: 60, scope: 'pins:read' };
    const check = (body: unknown) =>
      validateAgainstOpenApi({
        method: 'POST',
        path: '/v5/oauth/token',
        status: 200,
        body,
        kind: 'response',
      });
    // A refresh answer must carry the new refresh token and its expiry.
    expect(check({ ...base, response_type: 'refresh_token' }).valid).toBe(false);
    const rotated = { refresh_token: 'pinr_y', refresh_token_expires_in: 5, refresh_token_expires_at: 9 };
    expect(check({ ...base, response_type: 'refresh_token', ...rotated }).valid).toBe(true);
  });

  it('checks form-encoded token requests per grant_type', () => {
    const check = (body: unknown) =>
      validateAgainstOpenApi({ method: 'POST', path: '/v5/oauth/token', body, kind: 'request' });
    expect(check({ grant_type: 'authorization_code', code: 'c', redirect_uri: 'http://x' }).valid).toBe(true);
    expect(check({ grant_type: 'authorization_code', code: 'c' }).errors.join()).toContain('redirect_uri');
    expect(check({ grant_type: 'password' }).valid).toBe(false);
  });

  it('tells media_source variants apart (oneOf) and names the problem', () => {
    const check = (media_source: unknown) =>
      validateAgainstOpenApi({
        method: 'POST',
        path: '/v5/pins',
        body: { board_id: '1', media_source },
        kind: 'request',
      });
    expect(check({ source_type: 'image_url', url: 'https://x.test/a.png' }).valid).toBe(true);
    expect(check({ source_type: 'image_base64', content_type: 'image/png', data: 'iVBORw0K' }).valid).toBe(
      true,
    );
    const gif = check({ source_type: 'image_base64', content_type: 'image/gif', data: 'R0lG' });
    expect(gif.errors).toContain('/media_source/content_type must be equal to one of the allowed values');
  });

  it('falls back to the default response, accepts templates, and refuses unknown operations', () => {
    const error = { code: 2, message: 'Authentication failed.' };
    const check = (path: string, status: number, body: unknown) =>
      validateAgainstOpenApi({ method: 'GET', path, status, body, kind: 'response' });
    expect(check('/v5/user_account', 401, error).valid).toBe(true);
    expect(check('/v5/user_account', 401, { message: 'no code' }).valid).toBe(false);
    expect(check('/boards/{board_id}/pins', 200, { items: [], bookmark: null }).operationId).toBe(
      'boards/list_pins',
    );
    expect(check('https://api.pinterest.com/v5/boards?page_size=2', 200, { items: [] }).valid).toBe(true);
    expect(check('/v5/nowhere', 200, {}).operationId).toBeNull();
    expect(
      validateAgainstOpenApi({ method: 'GET', path: '/v5/boards', body: {}, kind: 'response' }).valid,
    ).toBe(false);
  });

  it('checks query parameters against the file and reads scopes and rate-limit categories', () => {
    expect(checkQuery('GET', '/v5/boards', new URLSearchParams('page_size=250'))).toEqual([]);
    expect(checkQuery('GET', '/v5/boards', new URLSearchParams('page_size=0'))).toEqual([
      'query parameter page_size must be >= 1',
    ]);
    expect(checkQuery('GET', '/v5/boards', new URLSearchParams('page_size=ten'))[0]).toContain('integer');
    expect(operationInfo('POST', '/v5/boards')).toMatchObject({
      operationId: 'boards/create',
      scopes: ['boards:read', 'boards:write'],
      rateLimitCategory: 'org_write',
    });
  });
});
