import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../api/query-keys';
import {
  ADA_WORKSPACE,
  adaWorkspace,
  BLOOM_WORKSPACE,
  bloomWorkspace,
  testWorkspace,
} from '../../../test/workspaces';
import { isWorkspaceData } from './workspace-data';
import { resolveCurrentWorkspace, roleAtLeast, roleWithArticle } from './workspace-role';

describe('roleAtLeast', () => {
  it('counts each role as including the ones below it', () => {
    expect(roleAtLeast('owner', 'admin')).toBe(true);
    expect(roleAtLeast('editor', 'editor')).toBe(true);
    expect(roleAtLeast('contributor', 'editor')).toBe(false);
    expect(roleAtLeast('viewer', 'contributor')).toBe(false);
    expect(roleAtLeast('admin', 'owner')).toBe(false);
  });
});

describe('resolveCurrentWorkspace', () => {
  const list = [adaWorkspace(), bloomWorkspace()];

  it('is the stored one while the person is a member, else the first (their own)', () => {
    expect(resolveCurrentWorkspace(list, BLOOM_WORKSPACE)?.name).toBe('Bloom Agency');
    expect(resolveCurrentWorkspace(list, null)?.name).toBe("Ada's workspace");
    expect(resolveCurrentWorkspace(list, '99999999-9999-4999-8999-999999999999')?.name).toBe(
      "Ada's workspace",
    );
    expect(resolveCurrentWorkspace([], null)).toBeUndefined();
  });

  it('is, with nothing stored in the tab, the one the server says was used last', () => {
    const lastUsedBloom = [adaWorkspace(), testWorkspace(BLOOM_WORKSPACE, 'Bloom Agency', 'editor', true)];
    expect(resolveCurrentWorkspace(lastUsedBloom, null)?.name).toBe('Bloom Agency');
    expect(resolveCurrentWorkspace(lastUsedBloom, ADA_WORKSPACE)?.name).toBe("Ada's workspace");
  });
});

describe('roleWithArticle', () => {
  it('says a or an', () => {
    expect(roleWithArticle('viewer')).toBe('a viewer');
    expect(roleWithArticle('admin')).toBe('an admin');
    expect(roleWithArticle('owner')).toBe('an owner');
  });
});

describe('isWorkspaceData', () => {
  it('keeps the person’s own answers and everyone’s through a switch of workspace', () => {
    for (const queryKey of [queryKeys.profile, queryKeys.workspaces, queryKeys.plans, queryKeys.features]) {
      expect(isWorkspaceData({ queryKey })).toBe(false);
    }
    for (const queryKey of [
      queryKeys.boards,
      queryKeys.reviewPins,
      queryKeys.timeline,
      queryKeys.aiSettings,
    ]) {
      expect(isWorkspaceData({ queryKey })).toBe(true);
    }
  });
});
