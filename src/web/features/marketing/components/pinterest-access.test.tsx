// @vitest-environment jsdom
// Every public page that says what Pinloom asks of a Pinterest account says the same, from the one
// list the connect call asks for (src/shared/pinterest-access.ts): each permission and why
// (ADR 0031: /demo said three were all it asked for, while the wizard and Pinterest asked for five).
import { afterEach, describe, expect, it } from 'vitest';
import { PINTEREST_ACCESS } from '../../../../shared/pinterest-access';
import { type RenderedPage, renderPage, waitFor } from '../../../test/page-harness';
import DemoPage from './demo-page';
import HelpPage from './help-page';
import PrivacyPage from './privacy-page';

let page: RenderedPage | undefined;
afterEach(() => {
  page?.unmount();
  page = undefined;
});

const text = () => document.body.textContent ?? '';

describe('the access asked of Pinterest, told the same on every page', () => {
  it('lists every scope the connection asks for, with its reason', () => {
    expect(PINTEREST_ACCESS.map((access) => access.scope)).toEqual([
      'user_accounts:read',
      'boards:read',
      'boards:write',
      'pins:read',
      'pins:write',
    ]);
    for (const access of PINTEREST_ACCESS) expect(access.reason.length).toBeGreaterThan(10);
  });

  it.each([
    ['/demo', DemoPage],
    ['/help', HelpPage],
    ['/privacy', PrivacyPage],
  ])('%s names each permission and why, and claims no shorter list', async (path, Page) => {
    page = renderPage([{ path, element: <Page /> }], path);
    await waitFor(() => document.querySelector('h1') !== null, 'the page');
    for (const access of PINTEREST_ACCESS) {
      expect(text(), access.scope).toContain(access.label);
      expect(text(), access.scope).toContain(access.reason);
    }
    expect(text()).not.toContain('That is all it asks for');
    expect(text()).not.toContain('read your profile, read your boards and create pins');
  });
});
