// A workspace's own templates (ADR 0038): Pro and Enterprise editors create, change, delete and
// preview them; every plan reads them and its boards draw them; the server refuses a bad document
// naming the field; nobody outside the workspace can name one (404).
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import type { Pin } from '../../../shared/api/pins';
import type { TemplateSummary } from '../../../shared/api/templates';
import { BUILTIN_TEMPLATES } from '../../../shared/builtin-templates';
import { planFeatureMessage } from '../../../shared/plan-features';
import type { PinTemplate } from '../../../shared/templates';
import { generatedPinOn } from '../generation/test-support';
import { setPlan } from '../workspaces';
import { addMember } from '../workspaces/test-support';

let t: TestApp;
let token: string;
let workspaceId: string;

beforeEach(async () => {
  t = await createTestApp();
  ({ token, workspaceId } = await createUser(t.db, { subscriptionPlan: 'pro' }));
});
afterEach(async () => {
  await t.app.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, as = token) =>
  t.app.inject({ method, url, headers: bearer(as), ...(payload ? { payload } : {}) });

const card = (): PinTemplate => structuredClone(BUILTIN_TEMPLATES['modern-card']);

async function created(payload: object, as = token): Promise<string> {
  const response = await call('POST', '/api/templates', payload, as);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().template.id;
}

async function board(styleConfig: object): Promise<string> {
  const response = await call('POST', '/api/boards', { name: 'Garden Ideas', style_config: styleConfig });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().board.id;
}

describe('creating a custom template', () => {
  it('duplicates a built-in, listed after the built-ins with custom: true and a thumbnail', async () => {
    const response = await call('POST', '/api/templates', { name: 'Our card', duplicate_of: 'modern-card' });
    expect(response.statusCode, response.body).toBe(201);
    const template = response.json().template;
    expect(template).toMatchObject({
      name: 'Our card',
      custom: true,
      built_in: false,
      based_on: 'modern-card',
    });
    expect(template.document).toEqual({ ...card(), name: 'Our card' });

    const list = (await call('GET', '/api/templates')).json();
    expect(list.can_customize).toBe(true);
    const custom = list.templates.filter((entry: TemplateSummary) => entry.custom);
    expect(custom).toEqual([expect.objectContaining({ id: template.id, style: 'modern', frames: 1 })]);
    const thumbnail = await t.app.inject({ method: 'GET', url: custom[0].thumbnail_url });
    expect(thumbnail.statusCode).toBe(200);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 300,
      height: 450,
    });
    // Without its signature the address names nothing.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/templates/${template.id}/thumbnail` })).statusCode,
    ).toBe(404);
  });

  it('takes a document, and copies one of the workspace’s own', async () => {
    const id = await created({ name: 'Red card', document: card() });
    const copy = await call('POST', '/api/templates', { name: 'Red card 2', duplicate_of: id });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().template.document.layers).toEqual(card().layers);
  });

  it('is Pro and Enterprise: below, 403 plan_feature; the list still answers', async () => {
    const free = await createUser(t.db, { subscriptionPlan: 'starter' });
    const refused = await call(
      'POST',
      '/api/templates',
      { name: 'Mine', duplicate_of: 'modern-card' },
      free.token,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'plan_feature', error: planFeatureMessage('custom_templates') });
    const preview = await call('POST', '/api/templates/preview', { document: card() }, free.token);
    expect(preview.statusCode).toBe(403);
    const list = await call('GET', '/api/templates', undefined, free.token);
    expect(list.json().can_customize).toBe(false);
    expect(planFeatureMessage('custom_templates')).toMatch(/Pro plan/);
  });

  it('needs an editor: a viewer reads but cannot create', async () => {
    const viewer = await createUser(t.db, { subscriptionPlan: 'free' });
    await addMember(t.db, { workspaceId, userId: viewer.user.id, role: 'viewer', now: new Date(0) });
    const headers = { ...bearer(viewer.token), 'x-workspace-id': workspaceId };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/templates',
      headers,
      payload: { name: 'Mine', duplicate_of: 'modern-card' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('role_required');
    expect((await t.app.inject({ method: 'GET', url: '/api/templates', headers })).statusCode).toBe(200);
  });
});

describe('validation names the field', () => {
  const refusal = async (document: unknown) => {
    const response = await call('POST', '/api/templates', { name: 'Bad', document });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_error');
    return response.json().error as string;
  };

  it('refuses a layer outside the canvas', async () => {
    const document = card();
    const frame = document.layers[0];
    if (frame?.type !== 'frame') throw new Error('modern-card starts with its frame');
    frame.x = 1200;
    expect(await refusal(document)).toBe('document.layers[0].x: x must be at most 1100 (the pin is 1000 px)');
  });

  it('refuses an unknown font', async () => {
    const document = card() as unknown as { layers: { font?: { font: string } }[] };
    const text = document.layers[2];
    if (!text?.font) throw new Error('modern-card ends with its board name');
    text.font.font = 'comic-sans';
    expect(await refusal(document)).toMatch(/^document\.layers\[2\]\.font\.font: font must be one of inter/);
  });

  it('refuses a color that is neither #RRGGBB nor a brand role', async () => {
    const document = card();
    const panel = document.layers[1];
    if (panel?.type !== 'panel') throw new Error('modern-card has its panel second');
    panel.fill = 'red';
    expect(await refusal(document)).toMatch(
      /^document\.layers\[1\]\.fill: must be a hex color like #E60023 or one of the roles primary/,
    );
  });

  it('refuses more than 30 layers', async () => {
    const document = card();
    const shape = {
      type: 'shape',
      x: 0,
      y: 0,
      width: 10,
      height: 10,
      shape: 'rect',
      fill: '#000000',
    } as const;
    document.layers.push(...Array.from({ length: 28 }, () => shape));
    expect(await refusal(document)).toBe('document.layers: layers must hold at most 30 layers');
  });

  it('refuses a document over 64 kB', async () => {
    const document = card();
    const words = {
      kind: 'text',
      content: { literal: 'w'.repeat(200) },
      font: { font: 'inter', weight: 500, size: 20, spacing: 0 },
      color: '#000000',
      maxWidth: 500,
    } as const;
    const panel = (index: number) => ({
      type: 'panel' as const,
      x: 0,
      y: { top: index * 40 },
      width: 600,
      items: Array.from({ length: 12 }, () => words),
    });
    document.layers.push(...Array.from({ length: 27 }, (_, index) => panel(index)));
    expect(await refusal(document)).toMatch(/^document: the template must be at most 64 kB as JSON/);
  });

  it('refuses a PUT the same way, and keeps the template as it was', async () => {
    const id = await created({ name: 'Ours', duplicate_of: 'modern-card' });
    const document = card();
    const frame = document.layers[0];
    if (frame?.type !== 'frame') throw new Error('modern-card starts with its frame');
    frame.width = -5;
    const refused = await call('PUT', `/api/templates/${id}`, { document });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('document.layers[0].width: width must be above 0');
    expect((await call('GET', `/api/templates/${id}`)).json().template.document.layers[0].width).toBe(1000);
  });
});

describe('another workspace’s template', () => {
  it('is not found everywhere: read, change, delete, thumbnail, a board’s rotation, a pin’s switch', async () => {
    const other = await createUser(t.db, { subscriptionPlan: 'pro' });
    const theirs = await created({ name: 'Theirs', duplicate_of: 'bold-band' }, other.token);
    const theirThumbnail = (await call('GET', '/api/templates', undefined, other.token))
      .json()
      .templates.find((entry: TemplateSummary) => entry.id === theirs).thumbnail_url as string;

    expect((await call('GET', `/api/templates/${theirs}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/templates/${theirs}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/templates/${theirs}`)).statusCode).toBe(404);
    expect((await call('POST', '/api/templates', { name: 'Copy', duplicate_of: theirs })).statusCode).toBe(
      404,
    );
    // Their signed address works for them; a tampered one does not.
    expect((await t.app.inject({ method: 'GET', url: theirThumbnail })).statusCode).toBe(200);
    const tampered = theirThumbnail.replace(/sig=./, (match) => (match.endsWith('0') ? 'sig=1' : 'sig=0'));
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);

    const onBoard = await call('POST', '/api/boards', {
      name: 'Borrowed',
      style_config: { style: 'bold', brandColors: ['#2F5D50'], templates: [theirs] },
    });
    expect(onBoard.statusCode).toBe(404);
    expect(onBoard.json()).toEqual({ error: 'Template not found', code: 'not_found' });

    const pin = await generatedPinOn(t, token, await board({ style: 'modern', brandColors: ['#2F5D50'] }));
    const switched = await call('PUT', `/api/pins/${pin.id}`, { template_id: theirs });
    expect(switched.statusCode).toBe(404);
    expect((await call('GET', `/api/templates/${theirs}`, undefined, other.token)).json().template.name).toBe(
      'Theirs',
    );
  });
});

describe('boards and pins with a custom template', () => {
  it('a board rotating it draws its pins with it; a pin can switch to it', async () => {
    const id = await created({ name: 'Our band', duplicate_of: 'bold-band' });
    const boardId = await board({ style: 'modern', brandColors: ['#2F5D50'], templates: [id] });
    const pin = await generatedPinOn(t, token, boardId);
    expect(pin.template_id).toBe(id);

    const plain = await generatedPinOn(t, token, await board({ style: 'modern', brandColors: ['#2F5D50'] }));
    const switched = await call('PUT', `/api/pins/${plain.id}`, { template_id: id });
    expect(switched.statusCode, switched.body).toBe(200);
    expect((switched.json().pin as Pin).template_id).toBe(id);
  });

  it('deleted: boards drop it and fall back to their style’s own; pins keep their images', async () => {
    const id = await created({ name: 'Short-lived', duplicate_of: 'bold-band' });
    const rotating = await board({ style: 'vintage', brandColors: ['#2F5D50'], templates: [id] });
    const mixed = await board({ style: 'modern', brandColors: ['#2F5D50'], templates: ['bold-list', id] });
    const pin = await generatedPinOn(t, token, rotating);

    const deleted = await call('DELETE', `/api/templates/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const boards = (await call('GET', '/api/boards')).json().boards as { id: string; style_config: object }[];
    expect(boards.find((entry) => entry.id === rotating)?.style_config).toEqual({
      style: 'vintage',
      brandColors: ['#2F5D50'],
    });
    expect(boards.find((entry) => entry.id === mixed)?.style_config).toMatchObject({
      templates: ['bold-list'],
    });
    const kept = (await call('GET', `/api/pins/${pin.id}`)).json().pin as Pin;
    expect(kept).toMatchObject({ template_id: id, filepath: pin.filepath });
    expect((await generatedPinOn(t, token, rotating)).template_id).toBe('vintage-label');
    expect((await call('GET', `/api/templates/${id}`)).statusCode).toBe(404);
  });

  it('after a downgrade: kept, listed and drawn, but no longer changed', async () => {
    const id = await created({ name: 'Kept', duplicate_of: 'modern-card' });
    const boardId = await board({ style: 'modern', brandColors: ['#2F5D50'], templates: [id] });
    await setPlan(t.db, workspaceId, { subscriptionPlan: 'free' });
    const list = (await call('GET', '/api/templates')).json();
    expect(list.can_customize).toBe(false);
    expect(list.templates.some((entry: TemplateSummary) => entry.id === id)).toBe(true);
    const refused = await call('PUT', `/api/templates/${id}`, { name: 'Renamed' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('plan_feature');
    expect((await call('DELETE', `/api/templates/${id}`)).statusCode).toBe(403);
    expect((await generatedPinOn(t, token, boardId)).template_id).toBe(id);
  });
});

describe('POST /api/templates/preview', () => {
  it('draws the document with the pin renderer at 400×600', async () => {
    const response = await call('POST', '/api/templates/preview', {
      document: card(),
      sample: { title: 'Ten Quiet Mornings', board_name: 'Slow Living' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 400,
      height: 600,
    });
  });

  it("draws the workspace kit's logo in the logo layer, and leaves it empty without one", async () => {
    const document = card();
    document.layers.push({ type: 'logo', x: 60, y: 60, width: 240, height: 140 });
    // The logo box's middle, at the preview's 0.4 scale.
    const middleOfLogo = async () => {
      const response = await call('POST', '/api/templates/preview', { document });
      expect(response.statusCode, response.body).toBe(200);
      const { data, info } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
      const at = (72 + 52 * info.width) * info.channels;
      return [...data.subarray(at, at + 3)];
    };
    const magenta = [255, 0, 255];
    expect(await middleOfLogo()).not.toEqual(magenta);

    const kit = await call('POST', '/api/brand-kits', { name: 'Our brand' });
    const logo = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#FF00FF' } })
      .png()
      .toBuffer();
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: `/api/brand-kits/${kit.json().brand_kit.id}/logo`,
      headers: { ...bearer(token), 'content-type': 'image/png' },
      payload: logo,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(await middleOfLogo()).toEqual(magenta);
  });

  it('refuses a bad document naming the field', async () => {
    const document = { ...card(), version: 2 };
    const response = await call('POST', '/api/templates/preview', { document });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('document.version: version must be 1');
  });
});
