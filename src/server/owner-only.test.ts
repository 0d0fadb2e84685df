import { chmod, mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeOwnerOnly } from './owner-only';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pinloom-owner-only-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe('makeOwnerOnly', () => {
  it('creates a missing folder owner-only', async () => {
    const folder = path.join(root, 'data');
    await makeOwnerOnly(folder);
    expect(await modeOf(folder)).toBe(0o700);
  });

  it('takes group and others off every folder and file, and says how many it changed', async () => {
    const folder = path.join(root, 'data');
    await mkdir(path.join(folder, 'db', 'base'), { recursive: true });
    await writeFile(path.join(folder, 'db', 'base', '112'), 'x');
    await writeFile(path.join(folder, 'app-secret'), 'x');
    await chmod(path.join(folder, 'db', 'base', '112'), 0o666);
    await chmod(path.join(folder, 'app-secret'), 0o600);
    await chmod(path.join(folder, 'db', 'base'), 0o777);
    await chmod(path.join(folder, 'db'), 0o700);
    await chmod(folder, 0o755);
    // A link is left alone: chmod would change what it points to, which may be outside DATA_DIR.
    await writeFile(path.join(root, 'outside'), 'x');
    await chmod(path.join(root, 'outside'), 0o644);
    await symlink(path.join(root, 'outside'), path.join(folder, 'link'));

    expect(await makeOwnerOnly(folder)).toBe(3);
    expect(await modeOf(folder)).toBe(0o700);
    expect(await modeOf(path.join(folder, 'db'))).toBe(0o700);
    expect(await modeOf(path.join(folder, 'db', 'base'))).toBe(0o700);
    expect(await modeOf(path.join(folder, 'db', 'base', '112'))).toBe(0o600);
    expect(await modeOf(path.join(folder, 'app-secret'))).toBe(0o600);
    expect(await modeOf(path.join(root, 'outside'))).toBe(0o644);
    expect(await makeOwnerOnly(folder)).toBe(0);
  });
});
