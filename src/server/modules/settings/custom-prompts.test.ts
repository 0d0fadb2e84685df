// A workspace's own prompts (Enterprise, ADR 0037): saved by admins only on a plan that has them,
// checked as staff's are, a board's before the workspace's before Pinloom's, each save a version
// that the pins and API calls it made name; a downgraded workspace keeps them but generates with
// Pinloom's.
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard } from '../../../../tests/factories/boards';
import { bearer, createAdmin, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { PROMPT_MAX_LENGTH } from '../../../shared/api/admin';
import { planFeatureMessage } from '../../../shared/plan-features';
import { apiCalls } from '../../db/schema';
import { expectRefusal } from '../../http/test-support';
import { setPlan } from '../workspaces';
import { addMember } from '../workspaces/test-support';

const NOW = new Date('2026-11-20T10:00:00Z');
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp({ clock: { now: () => NOW, random: () => 0.5 } });
});
afterEach(async () => {
  await t.app.close();
});

function call(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  who: { token: string; workspaceId: string },
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(who.token), 'x-workspace-id': who.workspaceId },
    ...(payload && { payload }),
  });
}

async function enterprise() {
  const person = await createUser(t.db, {}, NOW);
  await setPlan(t.db, person.workspaceId, {
    subscriptionPlan: 'enterprise',
    subscriptionStatus: 'active',
    trialEndsAt: null,
  });
  return person;
}

async function generate(who: { token: string; workspaceId: string }, boardId: string) {
  const response = await call('POST', '/api/generate-single-pin', who, { boardId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The text prompts the provider was sent for the workspace's owner, oldest first. */
async function textCalls(userId: string) {
  return t.db
    .select({ prompt: apiCalls.prompt, promptVersions: apiCalls.promptVersions })
    .from(apiCalls)
    .where(and(eq(apiCalls.userId, userId), eq(apiCalls.type, 'text')))
    .orderBy(asc(apiCalls.createdAt));
}

describe('custom prompts', () => {
  it('are Enterprise only: below it, saving is refused with plan_feature and the list says they are not in force', async () => {
    const person = await createUser(t.db, {}, NOW);
    await setPlan(t.db, person.workspaceId, {
      subscriptionPlan: 'pro',
      subscriptionStatus: 'active',
      trialEndsAt: null,
    });
    const refused = await call('PUT', '/api/prompts/title', person, { template: 'Title for {{board_name}}' });
    expectRefusal(refused, 403, { code: 'plan_feature', error: planFeatureMessage('custom_prompts') });
    expect(planFeatureMessage('custom_prompts')).toContain('Enterprise');

    const list = await call('GET', '/api/prompts', person);
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body).toMatchObject({ in_force: false, plan: 'pro' });
    expect(body.kinds.map((kind: { kind: string }) => kind.kind)).toEqual(['title', 'description', 'image']);
    expect(body.kinds[0].variables).toContain('pin_history');
    expect(body.kinds[0].default_template).toContain('{{board_name}}');
  });

  it('are read and saved by admins and owners only', async () => {
    const owner = await enterprise();
    for (const role of ['admin', 'editor', 'contributor', 'viewer'] as const) {
      const member = await createUser(t.db, {}, NOW);
      await addMember(t.db, { workspaceId: owner.workspaceId, userId: member.user.id, role, now: NOW });
      const who = { token: member.token, workspaceId: owner.workspaceId };
      const saved = await call('PUT', '/api/prompts/image', who, {
        template: `Art by ${role} for {{title}}`,
      });
      const read = await call('GET', '/api/prompts', who);
      if (role === 'admin') {
        expect(saved.statusCode, saved.body).toBe(200);
        expect(read.statusCode).toBe(200);
      } else {
        expect(saved.json(), role).toMatchObject({ code: 'role_required' });
        expect(read.json(), role).toMatchObject({ code: 'role_required' });
      }
    }
  });

  it('are checked as staff prompts are, naming the prompt and what is wrong', async () => {
    const owner = await enterprise();
    expectRefusal(
      await call('PUT', '/api/prompts/title', owner, { template: 'Title about {{title}}' }),
      400,
      {
        code: 'validation_error',
        error:
          'Unknown variable {{title}} in the title prompt. Allowed: {{board_name}}, {{board_description}}, ' +
          '{{pin_history}}, {{link}}, {{page_title}}, {{page_text}}',
      },
    );
    expectRefusal(await call('PUT', '/api/prompts/description', owner, { template: '   ' }), 400, {
      code: 'validation_error',
      error: 'The description prompt cannot be empty',
    });
    const long = 'x'.repeat(PROMPT_MAX_LENGTH + 1);
    expectRefusal(await call('PUT', '/api/prompts/image', owner, { template: long }), 400, {
      code: 'validation_error',
      error: `The image prompt must be at most ${PROMPT_MAX_LENGTH} characters (it has ${PROMPT_MAX_LENGTH + 1})`,
    });
    const noTemplate = await call('PUT', '/api/prompts/image', owner, {});
    expect(noTemplate.statusCode).toBe(400);
    expect(noTemplate.json().error).toContain('template');
    const badKind = await call('PUT', '/api/prompts/alt_text', owner, { template: 'x' });
    expect(badKind.statusCode).toBe(400);

    const preview = await call('POST', '/api/prompts/preview', owner, {
      kind: 'title',
      template: 'A title for {{board_name}}',
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().rendered).toBe('A title for Weeknight Dinners');
    const badPreview = await call('POST', '/api/prompts/preview', owner, {
      kind: 'image',
      template: '{{nope}}',
    });
    expect(badPreview.json()).toMatchObject({ code: 'validation_error' });
    expect((await call('GET', '/api/prompts', owner)).json().kinds[0].workspace).toBeNull();
  });

  it('write pins: a board’s before the workspace’s before Pinloom’s, each pin naming the version', async () => {
    const owner = await enterprise();
    const pasta = await createBoard(t.db, owner.workspaceId, { name: 'Pasta' });
    const garden = await createBoard(t.db, owner.workspaceId, { name: 'Garden' });

    const first = await call('PUT', '/api/prompts/title', owner, {
      template: 'WORKSPACE TITLE v1 {{board_name}}',
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call('PUT', '/api/prompts/title', owner, {
      template: 'WORKSPACE TITLE v2 {{board_name}}',
    });
    const workspaceV2 = second.json().prompt;
    expect(workspaceV2).toMatchObject({ kind: 'title', version: 2, board_id: null });
    // The same template again is no new version.
    const same = await call('PUT', '/api/prompts/title', owner, {
      template: 'WORKSPACE TITLE v2 {{board_name}} ',
    });
    expect(same.json().prompt).toMatchObject({ id: workspaceV2.id, version: 2 });
    const board = await call('PUT', '/api/prompts/title', owner, {
      template: 'BOARD TITLE {{board_name}}',
      board_id: pasta.id,
    });
    const boardV1 = board.json().prompt;
    expect(boardV1).toMatchObject({ version: 1, board_id: pasta.id, board_name: 'Pasta' });

    const onPasta = await generate(owner, pasta.id);
    expect(onPasta.prompt_versions).toEqual({
      title: { id: boardV1.id, version: 1, board_id: pasta.id },
      description: null,
      image: null,
    });
    const onGarden = await generate(owner, garden.id);
    expect(onGarden.prompt_versions.title).toEqual({ id: workspaceV2.id, version: 2, board_id: null });

    const [pastaCall, gardenCall] = await textCalls(owner.user.id);
    expect(pastaCall?.prompt).toContain('BOARD TITLE Pasta');
    expect(pastaCall?.promptVersions?.title?.id).toBe(boardV1.id);
    expect(gardenCall?.prompt).toContain('WORKSPACE TITLE v2 Garden');

    // Staff see the same in the API history.
    const admin = await createAdmin(t.app, t.db);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/admin/api-history?type=text&user=${encodeURIComponent(owner.user.email)}`,
      headers: bearer(admin.token),
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().map((call: { prompt_versions: unknown }) => call.prompt_versions)).toEqual([
      { title: onGarden.prompt_versions.title, description: null, image: null },
      { title: onPasta.prompt_versions.title, description: null, image: null },
    ]);

    // Review reads the same versions back.
    const listed = await call('GET', '/api/pins', owner);
    const pins: { id: string; prompt_versions: unknown }[] = listed.json().pins;
    expect(pins.find((pin) => pin.id === onPasta.id)?.prompt_versions).toEqual(onPasta.prompt_versions);

    // Removing the board's prompt goes back to the workspace's; the next save continues its numbers.
    const removed = await call('DELETE', `/api/prompts/title?board_id=${pasta.id}`, owner);
    expect(removed.json()).toEqual({ success: true });
    expect((await generate(owner, pasta.id)).prompt_versions.title.id).toBe(workspaceV2.id);
    const again = await call('PUT', '/api/prompts/title', owner, {
      template: 'BOARD AGAIN',
      board_id: pasta.id,
    });
    expect(again.json().prompt.version).toBe(2);

    // Removing the workspace's goes back to Pinloom's.
    await call('DELETE', '/api/prompts/title', owner);
    const plain = await generate(owner, garden.id);
    expect(plain.prompt_versions).toEqual({ title: null, description: null, image: null });
    const listedPrompts = (await call('GET', '/api/prompts', owner)).json();
    expect(listedPrompts.kinds[0].workspace).toBeNull();
    expect(listedPrompts.kinds[0].boards).toMatchObject([{ board_id: pasta.id, version: 2 }]);
  });

  it('paint a pin moved to a board of another look with that board’s image prompt, and the pin says so', async () => {
    const owner = await enterprise();
    const calm = await createBoard(t.db, owner.workspaceId, {
      name: 'Calm',
      styleConfig: JSON.stringify({ style: 'minimalist', brandColors: ['#FFFFFF'] }),
    });
    const loud = await createBoard(t.db, owner.workspaceId, {
      name: 'Loud',
      styleConfig: JSON.stringify({ style: 'bold', brandColors: ['#FF0000', '#000000'] }),
    });
    await call('PUT', '/api/prompts/title', owner, { template: 'OWN TITLE' });
    const loudImage = (
      await call('PUT', '/api/prompts/image', owner, { template: 'LOUD ART {{title}}', board_id: loud.id })
    ).json().prompt;
    const pin = await generate(owner, calm.id);
    expect(pin.prompt_versions.image).toBeNull();

    const moved = await call('PUT', `/api/pins/${pin.id}`, owner, { board_id: loud.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().pin.prompt_versions).toEqual({
      ...pin.prompt_versions,
      image: { id: loudImage.id, version: 1, board_id: loud.id },
    });
    const [lastImage] = await t.db
      .select({ prompt: apiCalls.prompt })
      .from(apiCalls)
      .where(and(eq(apiCalls.userId, owner.user.id), eq(apiCalls.type, 'image')))
      .orderBy(desc(apiCalls.createdAt))
      .limit(1);
    expect(lastImage?.prompt).toContain('LOUD ART');
  });

  it('stay stored after a downgrade, while generation uses Pinloom’s prompts', async () => {
    const owner = await enterprise();
    const board = await createBoard(t.db, owner.workspaceId, { name: 'Pasta' });
    await call('PUT', '/api/prompts/image', owner, { template: 'OWN IMAGE PROMPT {{title}}' });
    await call('PUT', '/api/prompts/title', owner, { template: 'OWN TITLE PROMPT' });
    expect((await generate(owner, board.id)).prompt_versions.image).toMatchObject({ version: 1 });

    await setPlan(t.db, owner.workspaceId, { subscriptionPlan: 'pro' });
    const pin = await generate(owner, board.id);
    expect(pin.prompt_versions).toEqual({ title: null, description: null, image: null });
    const calls = await textCalls(owner.user.id);
    expect(calls.at(-1)?.prompt).not.toContain('OWN TITLE PROMPT');
    expect(calls.at(-1)?.promptVersions).toBeNull();

    const listed = (await call('GET', '/api/prompts', owner)).json();
    expect(listed.in_force).toBe(false);
    expect(listed.kinds[2].workspace).toMatchObject({ template: 'OWN IMAGE PROMPT {{title}}', version: 1 });
    // A downgraded workspace may still clear what it saved, not save more.
    expect((await call('DELETE', '/api/prompts/image', owner)).statusCode).toBe(200);
    expect((await call('PUT', '/api/prompts/image', owner, { template: 'More' })).json()).toMatchObject({
      code: 'plan_feature',
    });
  });

  it('answer 404 for a board of another workspace', async () => {
    const owner = await enterprise();
    const stranger = await enterprise();
    const theirs = await createBoard(t.db, stranger.workspaceId, { name: 'Theirs' });
    for (const response of [
      await call('PUT', '/api/prompts/title', owner, { template: 'Mine', board_id: theirs.id }),
      await call('PUT', '/api/prompts/title', owner, { template: 'Mine', board_id: 'not-a-board' }),
      await call('DELETE', `/api/prompts/title?board_id=${theirs.id}`, owner),
    ]) {
      expectRefusal(response, 404, { code: 'not_found', error: 'Board not found' });
    }
  });
});
