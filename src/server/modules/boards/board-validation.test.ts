// Every rule of createBoardBody and updateBoardBody, with the sentence the client shows.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import { expectRefusal, sendAs } from '../../http/test-support';

let app: FastifyInstance;
let token: string;
let boardId: string;

// Refusals write nothing, so one user and one board serve every case.
beforeAll(async () => {
  const test = await createTestApp();
  app = test.app;
  const created = await createUser(test.db, { subscriptionPlan: 'enterprise' });
  token = created.token;
  boardId = (await createBoard(test.db, created.workspaceId)).id;
});
afterAll(async () => {
  await app.close();
});

const style = (value: unknown) => ({ name: 'Board', style_config: value });

const cases: [string, object, string][] = [
  ['missing name', { description: 'x' }, 'Board name is required'],
  ['blank name', { name: '   ' }, 'Board name is required'],
  ['name not text', { name: 42 }, 'Board name is required'],
  ['over-long name', { name: 'x'.repeat(101) }, 'Board name must be at most 100 characters'],
  [
    'over-long description',
    { name: 'B', description: 'x'.repeat(501) },
    'Description must be at most 500 characters',
  ],
  [
    'unknown style',
    style({ style: 'neon', brandColors: ['#000000'] }),
    'Style must be one of modern, vintage, minimalist or bold',
  ],
  [
    'bad colour',
    style({ style: 'bold', brandColors: ['red'] }),
    'Brand colors must be hex colors like #E60023',
  ],
  [
    'short colour',
    style({ style: 'bold', brandColors: ['#FFF'] }),
    'Brand colors must be hex colors like #E60023',
  ],
  ['no colours', style({ style: 'bold', brandColors: [] }), 'Add at least one brand color'],
  [
    'too many colours',
    style({ style: 'bold', brandColors: Array(9).fill('#000000') }),
    'A board has at most 8 brand colors',
  ],
  [
    'colours not a list',
    style({ style: 'bold', brandColors: '#000000' }),
    'Brand colors must be a list of hex colors',
  ],
  [
    'the same colour twice',
    style({ style: 'bold', brandColors: ['#E60023', '#000000', '#000000'] }),
    'Brand color #000000 is listed twice. Remove one or choose another color.',
  ],
  [
    'the same colour twice in another case',
    style({ style: 'bold', brandColors: ['#ffffff', '#E60023', '#FFFFFF'] }),
    'Brand color #FFFFFF is listed twice. Remove one or choose another color.',
  ],
  [
    'the same colour twice in JSON text',
    style('{"style":"modern","brandColors":["#abcdef","#ABCDEF"]}'),
    'Brand color #ABCDEF is listed twice. Remove one or choose another color.',
  ],
  ['invalid JSON text', style('{"style": "modern"'), 'style_config is not valid JSON'],
  [
    'bad style in JSON text',
    style('{"style":"neon","brandColors":["#000000"]}'),
    'Style must be one of modern, vintage, minimalist or bold',
  ],
  [
    'unknown style_config field',
    style({ style: 'bold', brandColors: ['#000000'], font: 'x' }),
    'Unknown field: font',
  ],
  ['unknown field', { name: 'B', colour: 'red' }, 'Unknown field: colour'],
  ['pins_per_day 0', { name: 'B', pins_per_day: 0 }, 'pins_per_day must be at least 1'],
  ['pins_per_day 31', { name: 'B', pins_per_day: 31 }, 'pins_per_day must be at most 30'],
  ['pins_per_day 1.5', { name: 'B', pins_per_day: 1.5 }, 'pins_per_day must be a whole number'],
  ['pins_per_day text', { name: 'B', pins_per_day: '2' }, 'pins_per_day must be a whole number'],
];

describe('POST /api/boards validation', () => {
  it.each(cases)('refuses %s', async (_, payload, error) => {
    const response = await sendAs(app, token, 'POST', '/api/boards', payload);
    expectRefusal(response, 400, { error, code: 'validation_error' });
  });

  it('refuses a body that is not an object', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/boards',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '[]',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_error');
  });
});

describe('PUT /api/boards/:id validation', () => {
  const updateCases = cases.filter(([name]) => name !== 'missing name');
  it.each([
    ...updateCases,
    ['negative sort_order', { sort_order: -1 }, 'sort_order must be 0 or more'],
    ['fractional sort_order', { sort_order: 0.5 }, 'sort_order must be a whole number'],
  ] as [string, object, string][])('refuses %s', async (_, payload, error) => {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/boards/${boardId}`,
      headers: bearer(token),
      payload,
    });
    expectRefusal(response, 400, { error, code: 'validation_error' });
  });
});
