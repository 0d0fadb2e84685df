// GET /api/templates lists the built-ins for a member choosing a board's templates; each
// thumbnail is drawn by the pin renderer and loads without a session, as an <img> does.
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import type { TemplateSummary } from '../../../shared/api/templates';
import { BUILTIN_TEMPLATE_IDS } from '../../../shared/builtin-templates';

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.app.close();
});

describe('GET /api/templates', () => {
  it('lists every built-in template with its format and a thumbnail address', async () => {
    const { token } = await createUser(t.db, { subscriptionPlan: 'free' });
    const response = await t.app.inject({ method: 'GET', url: '/api/templates', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const templates = response.json().templates as TemplateSummary[];
    expect(templates.map((template) => template.id)).toEqual(BUILTIN_TEMPLATE_IDS);
    expect(templates.find((template) => template.id === 'minimalist-collage')).toEqual({
      id: 'minimalist-collage',
      name: 'Minimalist collage',
      style: 'minimalist',
      format: 'collage',
      frames: 4,
      thumbnail_url: '/api/templates/minimalist-collage/thumbnail',
      built_in: true,
      custom: false,
      based_on: null,
    });
  });

  it('asks for a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/templates' })).statusCode).toBe(401);
  });
});

describe('GET /api/templates/{id}/thumbnail', () => {
  it('is a 300×450 PNG drawn by the renderer, without a session, each template its own', async () => {
    const get = (id: string) => t.app.inject({ method: 'GET', url: `/api/templates/${id}/thumbnail` });
    const card = await get('modern-card');
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ format: 'png', width: 300, height: 450 });
    const list = await get('bold-list');
    expect(list.rawPayload.equals(card.rawPayload)).toBe(false);
    // Drawn once: the second answer is the same bytes.
    expect((await get('modern-card')).rawPayload.equals(card.rawPayload)).toBe(true);
  });

  it('answers 404 for a template that does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/templates/nope/thumbnail' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Template not found', code: 'not_found' });
  });
});

describe('thumbnails on a busy, freshly started server', () => {
  it('wait their turn for the image pool, and a Duplicate meanwhile is not turned away', async () => {
    await t.app.close();
    // One thread, one task waiting, one request at a time with no line: a page of thumbnails
    // overfills both, as the templates page did on a fresh server.
    t = await createTestApp({
      imagePool: { size: 1, queue: 1 },
      closeImagePool: true,
      admission: { generations: 2, running: 1, waiting: 0, maxWaitMs: 0 },
    });
    const { token } = await createUser(t.db, { subscriptionPlan: 'pro' });
    const ids = ['modern-card', 'bold-list', 'minimalist-collage', 'vintage-quote', 'modern-split'];
    const thumbnails = ids.map((id) =>
      t.app.inject({ method: 'GET', url: `/api/templates/${id}/thumbnail` }),
    );
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/templates',
      headers: bearer(token),
      payload: { name: 'Our card', duplicate_of: 'modern-card' },
    });
    expect(duplicate.statusCode).toBe(201);
    const answers = await Promise.all(thumbnails);
    expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 200));
  });
});
