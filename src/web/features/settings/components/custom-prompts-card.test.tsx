// @vitest-environment jsdom
// Settings → Prompts (ADR 0037) in jsdom with the real query client; only fetch (the server) is
// replaced. Below Enterprise it offers the upgrade; a downgraded workspace is told its prompts are
// kept but unused; on Enterprise a prompt is checked as typed, saved and put back to the default.
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { boardsResponse } from '../../../../shared/api/boards';
import { successResponse } from '../../../../shared/api/common';
import {
  type CustomPrompt,
  customPromptsResponse,
  saveCustomPromptResponse,
} from '../../../../shared/api/prompts';
import { PROMPT_KINDS, PROMPT_VARIABLES } from '../../../../shared/api/settings';
import { planFeatureMessage } from '../../../../shared/plan-features';
import type { PlanName } from '../../../../shared/plans';
import { answer, failure } from '../../../test/answers';
import { testBoard } from '../../../test/boards';
import { mount, withQueries } from '../../../test/mount';
import { typeInto, waitFor } from '../../../test/page-harness';
import { signInTestUser } from '../../../test/users';
import { CustomPromptsCard } from './custom-prompts-card';

const fetchMock = vi.fn<typeof fetch>();
let container: HTMLElement;
let plan: PlanName;
let inForce: boolean;
let workspaceTitle: CustomPrompt | null;

const text = () => container.textContent ?? '';
const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === path && (init?.method ?? 'GET') === method,
  );

function prompts(): z.input<typeof customPromptsResponse> {
  return {
    in_force: inForce,
    plan,
    kinds: PROMPT_KINDS.map((kind) => ({
      kind,
      variables: [...PROMPT_VARIABLES[kind]],
      default_template: `Pinloom ${kind} prompt for {{board_name}}`,
      workspace: kind === 'title' ? workspaceTitle : null,
      boards: [],
    })),
  };
}

const savedTitle = (template: string, version: number): CustomPrompt => ({
  id: `v${version}`,
  kind: 'title',
  board_id: null,
  board_name: null,
  version,
  template,
  saved_at: '2026-11-20T10:00:00.000Z',
});

beforeEach(() => {
  signInTestUser();
  fetchMock.mockReset();
  plan = 'enterprise';
  inForce = true;
  workspaceTitle = null;
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    if (path === '/api/prompts' && method === 'GET') return answer(customPromptsResponse, prompts());
    if (path === '/api/boards') return answer(boardsResponse, { boards: [testBoard()] });
    if (path === '/api/prompts/title' && method === 'PUT') {
      const { template } = JSON.parse(String(init?.body));
      workspaceTitle = savedTitle(template, 1);
      return answer(saveCustomPromptResponse, { prompt: workspaceTitle });
    }
    if (path === '/api/prompts/title' && method === 'DELETE') {
      workspaceTitle = null;
      return answer(successResponse, { success: true });
    }
    return failure(404, { error: 'No route', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function render(props: Parameters<typeof CustomPromptsCard>[0] = {}) {
  container = mount(
    withQueries(
      <MemoryRouter>
        <CustomPromptsCard {...props} />
      </MemoryRouter>,
    ),
  ).host;
}

const button = (label: string) =>
  Array.from(container.querySelectorAll<HTMLButtonElement>('button')).find(
    (b) => b.getAttribute('aria-label') === label || b.textContent?.trim() === label,
  );

describe('Settings → Prompts', () => {
  it('below Enterprise says what custom prompts are and offers the upgrade', async () => {
    plan = 'pro';
    inForce = false;
    render();
    await waitFor(() => text().includes('Upgrade to Enterprise'), 'the upgrade');
    expect(text()).toContain(planFeatureMessage('custom_prompts'));
    const link = Array.from(container.querySelectorAll('a')).find(
      (a) => a.textContent === 'Upgrade to Enterprise',
    );
    expect(link?.getAttribute('href')).toBe('/settings/plan-and-billing?upgrade=1');
    expect(container.querySelector('textarea')).toBeNull();
  });

  it('after a downgrade says the saved prompts are kept but Pinloom’s are used', async () => {
    plan = 'pro';
    inForce = false;
    workspaceTitle = savedTitle('Mine', 3);
    render();
    await waitFor(() => text().includes('Title prompt v3 for the workspace'), 'the kept prompt');
    expect(text()).toContain(
      'pins are written with Pinloom’s default prompts until the workspace is on Enterprise again',
    );
  });

  it('checks a prompt as it is typed, saves it as the workspace’s, and puts Pinloom’s back', async () => {
    render();
    await waitFor(() => container.querySelectorAll('textarea').length === 3, 'the three editors');
    expect(text()).toContain('Pinloom’s default prompt. Save it to make it yours.');
    const title = container.querySelector('textarea') as HTMLTextAreaElement;
    expect(title.value).toBe('Pinloom title prompt for {{board_name}}');

    typeInto(title, 'A title about {{title}}');
    await waitFor(() => text().includes('Unknown variable {{title}} in the title prompt'), 'the warning');
    expect(button('Save the title prompt')?.disabled).toBe(true);

    typeInto(title, 'OUR TITLE for {{board_name}}');
    act(() => button('Save the title prompt')?.click());
    await waitFor(() => calls('PUT', '/api/prompts/title').length === 1, 'the save');
    expect(JSON.parse(String(calls('PUT', '/api/prompts/title')[0]?.[1]?.body))).toEqual({
      template: 'OUR TITLE for {{board_name}}',
    });
    await waitFor(() => text().includes('Your version 1.'), 'the saved version');

    act(() => button('Remove the title prompt')?.click());
    await waitFor(() => calls('DELETE', '/api/prompts/title').length === 1, 'the removal');
    await waitFor(() => text().includes('Save it to make it yours'), 'back to the default');
  });

  it('says why a member below admin cannot change them, without asking the server', async () => {
    render({ lockedReason: 'Only an owner or admin of Bloom Bakery can change the prompts.' });
    expect(text()).toContain('Only an owner or admin of Bloom Bakery can change the prompts.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
