// Review switches a pin's template: the image is redrawn on the same artwork with the same words,
// nothing new is written or painted, and no allowance is spent (ADR 0035).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import type { Pin } from '../../../shared/api/pins';
import type { BoardRow } from '../../db/schema';
import { generatedPinOn } from '../generation/test-support';
import { NO_KEPT_ARTWORK_MESSAGE } from './update-pin';

let t: TestApp;
let token: string;

beforeEach(async () => {
  t = await createTestApp();
  ({ token } = await createUser(t.db, { subscriptionPlan: 'pro' }));
});
afterEach(async () => {
  await t.app.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const image = async (pin: Pin) => (await t.app.inject({ method: 'GET', url: pin.filepath ?? '' })).rawPayload;
const used = async () => (await call('GET', '/api/user/usage')).json().month.used as number;

async function board(styleConfig: object): Promise<string> {
  const response = await call('POST', '/api/boards', { name: 'Garden Ideas', style_config: styleConfig });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().board.id;
}

describe("switching a pin's template", () => {
  it('redraws the same words on the same artwork, spending no allowance', async () => {
    const pin = await generatedPinOn(t, token, await board({ style: 'modern', brandColors: ['#2F5D50'] }));
    expect(pin.template_id).toBe('modern-card');
    const before = await used();

    const switched = await call('PUT', `/api/pins/${pin.id}`, { template_id: 'bold-list' });
    expect(switched.statusCode, switched.body).toBe(200);
    const after = switched.json().pin as Pin;
    expect(after).toMatchObject({ template_id: 'bold-list', title: pin.title, description: pin.description });
    expect(after.filepath).not.toBe(pin.filepath);
    expect((await image(after)).equals(await image(pin))).toBe(false);
    expect(await used()).toBe(before);

    // Back to the first template, drawn again on the kept artwork (a JPEG, so not the first bytes).
    const back = (await call('PUT', `/api/pins/${pin.id}`, { template_id: 'modern-card' })).json().pin as Pin;
    expect(back.filepath).not.toBe(after.filepath);
    expect((await image(back)).equals(await image(after))).toBe(false);
    expect(await used()).toBe(before);
    expect((await call('GET', `/api/pins/${pin.id}`)).json().pin.template_id).toBe('modern-card');
  });

  it('keeps the template when the title is edited', async () => {
    const pin = await generatedPinOn(t, token, await board({ style: 'vintage', brandColors: ['#2F5D50'] }));
    await call('PUT', `/api/pins/${pin.id}`, { template_id: 'vintage-quote' });
    const edited = (await call('PUT', `/api/pins/${pin.id}`, { title: 'Shade Plants' })).json().pin as Pin;
    expect(edited.template_id).toBe('vintage-quote');
  });

  it('redraws for a new link only when the template shows its domain', async () => {
    const pin = await generatedPinOn(t, token, await board({ style: 'bold', brandColors: ['#2F5D50'] }));
    const linked = (await call('PUT', `/api/pins/${pin.id}`, { link: 'https://soups.example/a' })).json()
      .pin as Pin;
    expect(linked.filepath).toBe(pin.filepath);

    const split = (await call('PUT', `/api/pins/${pin.id}`, { template_id: 'bold-split' })).json().pin as Pin;
    const relinked = (await call('PUT', `/api/pins/${pin.id}`, { link: 'https://stews.example/b' })).json()
      .pin as Pin;
    expect(relinked.filepath).not.toBe(split.filepath);
    expect((await image(relinked)).equals(await image(split))).toBe(false);
  });

  it('refuses another template for a pin made before its artwork was kept, changing nothing', async () => {
    const boardId = await board({ style: 'modern', brandColors: ['#2F5D50'] });
    const [row] = await t.db.query.boards.findMany({ where: (boards, { eq }) => eq(boards.id, boardId) });
    const old = await createPin(t.db, row as BoardRow, { media: t.media });
    const refused = await call('PUT', `/api/pins/${old.id}`, {
      template_id: 'bold-list',
      title: 'New words',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(NO_KEPT_ARTWORK_MESSAGE);
    expect((await call('GET', `/api/pins/${old.id}`)).json().pin).toMatchObject({
      title: old.title,
      template_id: null,
    });
  });

  it('refuses a template that does not exist, naming the field', async () => {
    const pin = await generatedPinOn(t, token, await board({ style: 'modern', brandColors: ['#2F5D50'] }));
    const refused = await call('PUT', `/api/pins/${pin.id}`, { template_id: 'comic-sans' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/template_id must be a template id from GET \/api\/templates/);
    expect((await call('GET', `/api/pins/${pin.id}`)).json().pin.filepath).toBe(pin.filepath);
  });
});

describe("a board's templates", () => {
  it('are taken in turn by its new pins; a board without a choice uses its style’s own', async () => {
    const rotating = await board({
      style: 'minimalist',
      brandColors: ['#2F5D50'],
      templates: ['minimalist-collage', 'bold-split'],
    });
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push((await generatedPinOn(t, token, rotating)).template_id);
    expect(made).toEqual(['minimalist-collage', 'bold-split', 'minimalist-collage']);
    const stored = (await call('GET', `/api/boards/${rotating}`)).json().board.style_config;
    expect(stored.templates).toEqual(['minimalist-collage', 'bold-split']);

    const plain = await board({ style: 'bold', brandColors: ['#2F5D50'] });
    expect((await generatedPinOn(t, token, plain)).template_id).toBe('bold-band');
  });

  it('refuses unknown or repeated template ids', async () => {
    for (const templates of [['nope'], ['modern-card', 'modern-card'], []]) {
      const response = await call('POST', '/api/boards', {
        name: 'Bad',
        style_config: { style: 'modern', brandColors: ['#2F5D50'], templates },
      });
      expect(response.statusCode, JSON.stringify(templates)).toBe(400);
      expect(response.body).toMatch(/templates/);
    }
  });
});
