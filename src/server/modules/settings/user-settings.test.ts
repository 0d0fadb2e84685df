// /api/settings: a workspace's posting window, default image style, time zone and the hours
// between pins with the same link on a board, validated by the server.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { expectRefusal } from '../../http/test-support';

let t: TestApp;
let token: string;

beforeEach(async () => {
  t = await createTestApp();
  ({ token } = await createUser(t.db, { timeZone: 'Europe/Paris', subscriptionPlan: 'starter' }));
});
afterEach(async () => {
  await t.app.close();
});

const read = async () => (await t.app.inject({ url: '/api/settings', headers: bearer(token) })).json();
const save = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(token), payload });
const SPACING_MESSAGE = 'Hours between pins with the same link must be a whole number from 0 to 720';
const DEFAULTS = {
  posting_window_start: '09:00',
  posting_window_end: '20:00',
  image_style_default: '{"style":"modern","brandColors":["#E60023","#FFFFFF","#000000"]}',
  time_zone: 'Europe/Paris',
  link_spacing_hours: 48,
};

describe('/api/settings', () => {
  it('starts from the defaults', async () => {
    expect(await read()).toEqual(DEFAULTS);
  });

  it('saves what is sent and keeps what is left out', async () => {
    const response = await save({
      posting_window_start: '07:30',
      image_style_default: '{ "style": "vintage", "brandColors": ["#112233"] }',
      time_zone: 'america/new_york',
      link_spacing_hours: 0,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Settings saved successfully' });
    expect(await read()).toEqual({
      posting_window_start: '07:30',
      posting_window_end: '20:00',
      image_style_default: '{"style":"vintage","brandColors":["#112233"]}',
      time_zone: 'America/New_York',
      link_spacing_hours: 0,
    });
    expect((await save({ link_spacing_hours: 720 })).statusCode).toBe(200);
    expect((await read()).link_spacing_hours).toBe(720);
  });

  it('stores and shows the IANA database’s current names, whichever spelling is sent', async () => {
    for (const [sent, stored] of [
      ['Asia/Calcutta', 'Asia/Kolkata'],
      ['asia/kolkata', 'Asia/Kolkata'],
      ['Europe/Kiev', 'Europe/Kyiv'],
      ['Europe/Kyiv', 'Europe/Kyiv'],
      ['Asia/Saigon', 'Asia/Ho_Chi_Minh'],
    ]) {
      expect((await save({ time_zone: sent as string })).statusCode).toBe(200);
      expect((await read()).time_zone).toBe(stored);
    }
  });

  it.each([
    [{ posting_window_start: '9:00' }, 'Posting window start must be a time like 09:00'],
    [{ posting_window_end: '24:00' }, 'Posting window end must be a time like 20:00'],
    [
      { posting_window_start: '20:00', posting_window_end: '09:00' },
      'Posting window start must be before its end',
    ],
    [
      { posting_window_start: '12:00', posting_window_end: '12:00' },
      'Posting window start must be before its end',
    ],
    [{ posting_window_end: '08:59' }, 'Posting window start must be before its end'],
    [{ image_style_default: '{style: modern}' }, 'Image style must be valid JSON'],
    [
      { image_style_default: '{"style":"bold","brandColors":["#000000","#ffffff","#000000"]}' },
      'Brand color #000000 is listed twice. Remove one or choose another color.',
    ],
    [{ image_style_default: '["modern"]' }, 'Image style must be a JSON object with style and brandColors'],
    [
      { image_style_default: '{"style":"retro","brandColors":["#000000"]}' },
      'Style must be one of modern, vintage, minimalist or bold',
    ],
    [
      { image_style_default: '{"style":"bold","brandColors":["red"]}' },
      'Brand colors must be hex colors like #E60023',
    ],
    [{ image_style_default: '{"style":"bold","brandColors":[]}' }, 'Add at least one brand color'],
    [
      { image_style_default: '{"style":"bold","brandColors":["#000000"],"font":"Inter"}' },
      'Image style has an unknown field: font',
    ],
    [{ time_zone: 'Mars/Olympus_Mons' }, 'Time zone is not a valid IANA time zone'],
    [{ posting_window: '09:00-20:00' }, 'Unknown field: posting_window'],
    [{ link_spacing_hours: -1 }, SPACING_MESSAGE],
    [{ link_spacing_hours: 721 }, SPACING_MESSAGE],
    [{ link_spacing_hours: 1.5 }, SPACING_MESSAGE],
    [{ link_spacing_hours: '48' }, SPACING_MESSAGE],
    [{ link_spacing_hours: null }, SPACING_MESSAGE],
  ])('refuses %j and changes nothing', async (payload, error) => {
    const response = await save(payload);
    expectRefusal(response, 400, { error, code: 'validation_error' });
    expect(await read()).toEqual(DEFAULTS);
  });

  it('gives a new board without a style the workspace’s default style', async () => {
    await save({ image_style_default: '{"style":"minimalist","brandColors":["#abcdef"]}' });
    const create = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/boards', headers: bearer(token), payload });
    const plain = await create({ name: 'Plain' });
    expect(plain.json().board.style_config).toEqual({ style: 'minimalist', brandColors: ['#ABCDEF'] });
    const own = await create({ name: 'Own', style_config: { style: 'bold', brandColors: ['#000000'] } });
    expect(own.json().board.style_config).toEqual({ style: 'bold', brandColors: ['#000000'] });
  });

  it('is each workspace’s own and needs a session', async () => {
    await save({ posting_window_start: '06:00' });
    const other = await createUser(t.db);
    const theirs = await t.app.inject({ url: '/api/settings', headers: bearer(other.token) });
    expect(theirs.json().posting_window_start).toBe('09:00');
    expect((await t.app.inject({ url: '/api/settings' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/settings', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
