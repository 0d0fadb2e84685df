// Two simulated accounts: the consent page's "Continue as" choice binds the grant to one of them,
// and every API answer is that account's alone, as Pinterest keeps one user's boards from another.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './accounts';
import { type PinterestEmulator, SECOND_DEMO_ACCOUNT, startPinterestEmulator } from './server';
import { basicOf, call, connect, decide, pngBase64, REDIRECT_URI } from './test-support';

let emulator: PinterestEmulator;
let png: string;
beforeAll(async () => {
  emulator = await startPinterestEmulator({ port: 0 });
  png = await pngBase64();
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

const idsOf = (items: unknown[]) => items.map((item) => (item as { id: string }).id);
const pinOn = (boardId: string, title = 'A pin') => ({
  board_id: boardId,
  title,
  media_source: { source_type: 'image_base64', content_type: 'image/png', data: png },
});

describe('Pinterest emulator with two accounts', () => {
  it('names both accounts', () => {
    expect(DEMO_ACCOUNTS).toEqual(['pinloom_demo', 'pinloom_shop']);
    expect(SECOND_DEMO_ACCOUNT).toBe('pinloom_shop');
  });

  it('asks on the consent page which account to continue as, the first checked', async () => {
    const query = new URLSearchParams({
      client_id: emulator.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'user_accounts:read',
    });
    const html = await (await fetch(`${emulator.oauthAuthorizeUrl}?${query}`)).text();
    expect(html).toContain('<legend>Continue as</legend>');
    const radios = [...html.matchAll(/<input type="radio" name="account" value="([a-z_]+)"( checked)?>/g)];
    expect(radios.map(([, value, checked]) => [value, Boolean(checked)])).toEqual([
      ['pinloom_demo', true],
      ['pinloom_shop', false],
    ]);
    expect(html).toContain('<strong>Pinloom Demo</strong>');
    expect(html).toContain('<strong>Pinloom Demo Shop</strong>');
  });

  it('connects the account chosen: its user_account, profile picture and boards', async () => {
    const tokens = await connect(emulator, 'pinloom_shop');
    const account = await call(emulator, 'GET', '/v5/user_account', { token: tokens.access_token });
    expect(account.body).toMatchObject({
      id: '1151795042016431104',
      username: 'pinloom_shop',
      business_name: 'Pinloom Demo Shop',
      account_type: 'BUSINESS',
      board_count: 3,
      pin_count: 0,
    });
    const picture = await fetch(account.body.profile_image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    const demoPicture = (
      await call(emulator, 'GET', '/v5/user_account', { token: emulator.issueTokens().access_token })
    ).body.profile_image;
    expect(account.body.profile_image).not.toBe(demoPicture);

    const boards = await call(emulator, 'GET', '/v5/boards', { token: tokens.access_token });
    expect(boards.body.items.map((board: { name: string }) => board.name)).toEqual([
      'Handmade Jewelry',
      'Shop Updates',
      'Gift Guides',
    ]);
    expect(boards.body.items[0].owner).toEqual({ username: 'pinloom_shop' });
    expect(idsOf(boards.body.items)).toEqual(idsOf(emulator.boards('pinloom_shop')));
  });

  it('connects the first account when the form names none or an unknown one', async () => {
    for (const account of [undefined, 'somebody_else']) {
      const code = (await decide(emulator, 'allow', undefined, account)).get('code') ?? '';
      const tokens = await call(emulator, 'POST', '/v5/oauth/token', {
        basic: basicOf(emulator),
        form: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI },
      });
      const answer = await call(emulator, 'GET', '/v5/user_account', { token: tokens.body.access_token });
      expect(answer.body.username).toBe('pinloom_demo');
    }
  });

  it('keeps board and pin ids unique across the accounts, the first keeping its old ids', () => {
    const demo = idsOf(emulator.boards());
    const shop = idsOf(emulator.boards('pinloom_shop'));
    expect(demo).toEqual(['549755885175', '549755885176', '549755885177']);
    expect(shop).toHaveLength(3);
    expect(shop.filter((id) => demo.includes(id))).toEqual([]);
  });

  it('answers another account’s board or pin 404, exactly as an unknown id', async () => {
    const demo = emulator.issueTokens().access_token;
    const shop = emulator.issueTokens(undefined, 'pinloom_shop').access_token;
    const demoBoard = idsOf(emulator.boards())[0] as string;
    const shopBoard = idsOf(emulator.boards('pinloom_shop'))[0] as string;
    const demoPin = await call(emulator, 'POST', '/v5/pins', { token: demo, json: pinOn(demoBoard) });
    expect(demoPin.status).toBe(201);

    const unknownBoard = await call(emulator, 'GET', '/v5/boards/42', { token: shop });
    const unknownPin = await call(emulator, 'GET', '/v5/pins/42', { token: shop });
    expect(unknownBoard.status).toBe(404);
    expect(unknownPin.status).toBe(404);
    for (const path of [`/v5/boards/${demoBoard}`, `/v5/boards/${demoBoard}/pins`]) {
      const answer = await call(emulator, 'GET', path, { token: shop });
      expect([answer.status, answer.body]).toEqual([404, unknownBoard.body]);
    }
    const pin = await call(emulator, 'GET', `/v5/pins/${demoPin.body.id}`, { token: shop });
    expect([pin.status, pin.body]).toEqual([404, unknownPin.body]);
    const onTheirBoard = await call(emulator, 'POST', '/v5/pins', { token: shop, json: pinOn(demoBoard) });
    expect([onTheirBoard.status, onTheirBoard.body]).toEqual([404, unknownBoard.body]);
    const other = await call(emulator, 'GET', `/v5/boards/${shopBoard}`, { token: demo });
    expect(other.status).toBe(404);
    expect(emulator.pins('pinloom_shop')).toEqual([]);
  });

  it('creates a pin on the account’s own board, listed there and nowhere else', async () => {
    const { access_token: token } = await connect(emulator, 'pinloom_shop');
    const board = idsOf(emulator.boards('pinloom_shop'))[1] as string;
    const created = await call(emulator, 'POST', '/v5/pins', { token, json: pinOn(board, 'New ring') });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ board_id: board, board_owner: { username: 'pinloom_shop' } });
    expect((await call(emulator, 'GET', `/v5/pins/${created.body.id}`, { token })).status).toBe(200);
    const listed = await call(emulator, 'GET', `/v5/boards/${board}/pins`, { token });
    expect(idsOf(listed.body.items)).toEqual([created.body.id]);
    expect(idsOf(emulator.pins('pinloom_shop'))).toEqual([created.body.id]);
    expect(emulator.pins()).toEqual([]);
    expect((await fetch(created.body.media.images['600x'].url)).status).toBe(200);
    // Board names are unique per account, not across accounts.
    const sameName = await call(emulator, 'POST', '/v5/boards', {
      token,
      json: { name: 'Cozy Autumn Recipes' },
    });
    expect(sameName.status).toBe(201);
    expect(emulator.boards()).toHaveLength(3);
  });

  it('keeps the account over refreshes', async () => {
    const first = await connect(emulator, 'pinloom_shop');
    let refreshToken = first.refresh_token;
    for (let round = 0; round < 2; round++) {
      const refreshed = await call(emulator, 'POST', '/v5/oauth/token', {
        basic: basicOf(emulator),
        form: { grant_type: 'refresh_token', refresh_token: refreshToken },
      });
      expect(refreshed.status).toBe(200);
      refreshToken = refreshed.body.refresh_token;
      const account = await call(emulator, 'GET', '/v5/user_account', { token: refreshed.body.access_token });
      expect(account.body.username).toBe('pinloom_shop');
    }
  });

  it('issues tokens for an account over the control API, refusing an unknown one', async () => {
    const issue = (body: unknown) =>
      fetch(`${emulator.url}/__emulator/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const issued = (await (await issue({ account: 'pinloom_shop' })).json()) as { access_token: string };
    const account = await call(emulator, 'GET', '/v5/user_account', { token: issued.access_token });
    expect(account.body.username).toBe('pinloom_shop');
    expect((await issue({ account: 'pinloom_nobody' })).status).toBe(400);
    const state = (await (await fetch(`${emulator.url}/__emulator/state`)).json()) as {
      accounts: Record<string, { boards: unknown[] }>;
    };
    expect(Object.keys(state.accounts)).toEqual(['pinloom_demo', 'pinloom_shop']);
    expect(idsOf(state.accounts.pinloom_shop?.boards ?? [])).toEqual(idsOf(emulator.boards('pinloom_shop')));
  });

  it('shows both accounts on the demo page, each with its boards and pins', async () => {
    const token = emulator.issueTokens(undefined, 'pinloom_shop').access_token;
    const board = idsOf(emulator.boards('pinloom_shop'))[0] as string;
    const created = await call(emulator, 'POST', '/v5/pins', { token, json: pinOn(board, 'Silver hoops') });
    const html = await (await fetch(`${emulator.url}/demo`)).text();
    const [, demo = '', shop = ''] = html.split('<article class="account"');
    expect(demo).toContain('@pinloom_demo');
    expect(demo).toContain('Cozy Autumn Recipes');
    expect(demo).not.toContain('Silver hoops');
    expect(shop).toContain('Pinloom Demo Shop');
    expect(shop).toContain('@pinloom_shop');
    expect(shop).toContain('Handmade Jewelry');
    expect(shop).toContain('Silver hoops');
    expect(shop).toContain('src="/media/profile-pinloom_shop.png"');
    const pinPage = await (await fetch(`${emulator.url}/pin/${created.body.id}`)).text();
    expect(pinPage).toContain('Saved by @pinloom_shop to <strong>Handmade Jewelry</strong>');
  });
});
