// Destination links: a board's default link, a pin's own link, how they are checked
// and normalised, and a new pin taking its board's link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { refusedLinks } from '../../../../tests/fixtures/refused-links';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';

let t: TestApp;
let token: string;
let workspaceId: string;

beforeAll(async () => {
  t = await createTestApp();
  const created = await createUser(t.db, { subscriptionPlan: 'enterprise' });
  token = created.token;
  workspaceId = created.workspaceId;
});
afterAll(async () => {
  await t.app.close();
});

const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

describe('a board’s default link', () => {
  it('is normalised on create, changed and cleared on update, and answered with the board', async () => {
    const created = await call('POST', '/api/boards', {
      name: 'Recipes',
      default_link: '  HTTPS://Example.COM:443/Blog#Latest ',
    });
    expect(created.statusCode).toBe(201);
    const board = created.json().board;
    expect(board.default_link).toBe('https://example.com/Blog#Latest');

    const changed = await call('PUT', `/api/boards/${board.id}`, { default_link: 'http://shop.example/' });
    expect(changed.json().board.default_link).toBe('http://shop.example/');
    const cleared = await call('PUT', `/api/boards/${board.id}`, { default_link: '' });
    expect(cleared.json().board.default_link).toBeNull();
    await call('PUT', `/api/boards/${board.id}`, { default_link: 'http://shop.example/' });
    expect(
      (await call('PUT', `/api/boards/${board.id}`, { default_link: null })).json().board.default_link,
    ).toBeNull();

    const without = await call('POST', '/api/boards', { name: 'Plain' });
    expect(without.json().board.default_link).toBeNull();
  });

  it.each(refusedLinks)('refuses %s with a clear 400', async (_, link, error) => {
    const board = await createBoard(t.db, workspaceId);
    for (const response of [
      await call('POST', '/api/boards', { name: 'Bad link', default_link: link }),
      await call('PUT', `/api/boards/${board.id}`, { default_link: link }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error, code: 'validation_error' });
    }
  });
});

describe('a pin’s link', () => {
  it('is set normalised, kept through other edits and cleared with null', async () => {
    const board = await createBoard(t.db, workspaceId);
    const pin = await createPin(t.db, board);
    const set = await call('PUT', `/api/pins/${pin.id}`, { link: 'HTTP://Blog.Example/Soup?id=7#card' });
    expect(set.statusCode).toBe(200);
    expect(set.json().pin.link).toBe('http://blog.example/Soup?id=7#card');
    const edited = await call('PUT', `/api/pins/${pin.id}`, { description: 'Warm and quick' });
    expect(edited.json().pin.link).toBe('http://blog.example/Soup?id=7#card');
    const cleared = await call('PUT', `/api/pins/${pin.id}`, { link: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().pin.link).toBeNull();
    const read = await t.app.inject({ method: 'GET', url: `/api/pins/${pin.id}`, headers: bearer(token) });
    expect(read.json().pin.link).toBeNull();
  });

  it.each(refusedLinks)('refuses %s with a clear 400 and keeps the pin as it was', async (_, link, error) => {
    const board = await createBoard(t.db, workspaceId);
    const pin = await createPin(t.db, board, { link: 'https://example.com/kept' });
    const response = await call('PUT', `/api/pins/${pin.id}`, { link, title: 'Not saved' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'validation_error' });
    const read = await t.app.inject({ method: 'GET', url: `/api/pins/${pin.id}`, headers: bearer(token) });
    expect(read.json().pin).toMatchObject({ link: 'https://example.com/kept', title: pin.title });
  });

  it('starts as its board’s default link when generated, and stays when the board’s changes', async () => {
    const created = await call('POST', '/api/boards', {
      name: 'Weeknight Dinners',
      default_link: 'https://Recipes.Example/dinners',
    });
    const boardId = created.json().board.id;
    const generated = await call('POST', '/api/generate-single-pin', { boardId });
    expect(generated.statusCode).toBe(201);
    const pin = generated.json();
    expect(pin.link).toBe('https://recipes.example/dinners');

    await call('PUT', `/api/boards/${boardId}`, { default_link: null });
    const read = await t.app.inject({ method: 'GET', url: `/api/pins/${pin.id}`, headers: bearer(token) });
    expect(read.json().pin.link).toBe('https://recipes.example/dinners');
  });

  it('is null on a pin generated for a board without a default link', async () => {
    const created = await call('POST', '/api/boards', { name: 'No link' });
    const generated = await call('POST', '/api/generate-single-pin', { boardId: created.json().board.id });
    expect(generated.json().link).toBeNull();
  });
});
