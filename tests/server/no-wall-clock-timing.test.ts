// Tests assert behaviour, not speed. No test compares elapsed wall-clock time
// (`Date.now() - started`, `performance.now() - started`, `process.hrtime`) in an expect() or
// assert(): a loaded machine fails it with correct code, and it never shows what it stands for.
// A timeout that fires, a delay asked for, an answer not waited for are shown with an injected
// sleep, timer or clock and the order of events (emulators/held-sleeps.ts, vi.useFakeTimers
// where no socket is involved); speed belongs in bench/, which prints figures. Every *.test.ts,
// *.test.tsx and *.e2e.ts is read with TypeScript's parser, so a comparison split over lines or
// made through a variable (`const took = Date.now() - started; expect(took)…`) is found too.
// A deadline that ends a wait (`if (Date.now() - started > limit) throw …`) bounds a wait and is
// not an assertion; it is left alone.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TEST_FILE = /\.(?:test\.tsx?|e2e\.ts)$/;
/** Not the project's sources: dependencies, builds, data, reports and dot-folders (.git, .ci). */
const NOT_SOURCES = new Set(['node_modules', 'dist', 'data', 'coverage', 'test-results']);

/**
 * Files allowed to compare elapsed time, each with the reason. Empty, and it should stay so: a
 * file named here must still hold such a comparison (checked below), so an entry cannot outlive it.
 */
const ALLOWED: Record<string, string> = {};

/** Date.now() or performance.now(). */
function isNow(node: ts.Node): boolean {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return false;
  const { expression: owner, name } = node.expression;
  return name.text === 'now' && ts.isIdentifier(owner) && ['Date', 'performance'].includes(owner.text);
}

/** `now() - earlier`, or process.hrtime in any form (it only measures durations). */
function isElapsed(node: ts.Node): boolean {
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.MinusToken) {
    return isNow(skipParentheses(node.left));
  }
  return (
    ts.isPropertyAccessExpression(node) &&
    node.name.text === 'hrtime' &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'process'
  );
}

function skipParentheses(node: ts.Expression): ts.Expression {
  return ts.isParenthesizedExpression(node) ? skipParentheses(node.expression) : node;
}

/** An elapsed time, perhaps rounded, converted or scaled: `Math.round((now() - started) / 1000)`. */
function measuresElapsed(node: ts.Expression): boolean {
  const inner = skipParentheses(node);
  if (isElapsed(inner)) return true;
  if (ts.isBinaryExpression(inner)) return measuresElapsed(inner.left) || measuresElapsed(inner.right);
  if (ts.isCallExpression(inner) && /^(?:Math\.\w+|Number)$/.test(inner.expression.getText())) {
    return inner.arguments.some(measuresElapsed);
  }
  return false;
}

function contains(node: ts.Node, test: (child: ts.Node) => boolean): boolean {
  return test(node) || (ts.forEachChild(node, (child) => contains(child, test) || undefined) ?? false);
}

/** expect(…), expect.soft/poll(…), expect(…).not.toBe(…), assert(…), assert.ok(…): the whole chain. */
function isAssertion(node: ts.Node): node is ts.CallExpression {
  if (!ts.isCallExpression(node)) return false;
  let callee: ts.Expression = node.expression;
  while (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee)) callee = callee.expression;
  return ts.isIdentifier(callee) && (callee.text === 'expect' || callee.text === 'assert');
}

/** The lines of `source` whose assertion compares elapsed wall-clock time. */
function elapsedTimeAssertions(source: string, fileName = 'fixture.test.ts'): number[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  // Variables that hold elapsed time, wherever they are declared in the file (not those merely
  // computed from it, such as a fixture's `new Date(Date.now() - 60_000)`).
  const elapsedNames = new Set<string>();
  const collect = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      measuresElapsed(node.initializer)
    ) {
      elapsedNames.add(node.name.text);
    }
    ts.forEachChild(node, collect);
  };
  collect(file);
  const usesElapsed = (node: ts.Node) =>
    isElapsed(node) || (ts.isIdentifier(node) && elapsedNames.has(node.text));
  const lines: number[] = [];
  const visit = (node: ts.Node): void => {
    // The outermost call of a chain holds the whole assertion: subject and matcher arguments.
    if (isAssertion(node)) {
      if (contains(node, usesElapsed)) {
        lines.push(file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return lines;
}

async function testFiles(folder = ROOT): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || NOT_SOURCES.has(entry.name)) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await testFiles(full)));
    else if (TEST_FILE.test(entry.name)) found.push(full);
  }
  return found;
}

describe('elapsed wall-clock time in assertions', () => {
  it('is found wherever an assertion compares it, and only there', () => {
    // Each source with the line of the assertion that must be found.
    const refused: Array<[string, number]> = [
      ['expect(Date.now() - started).toBeLessThan(2500);', 1],
      ['expect(performance.now() - t0).toBeLessThan(5);', 1],
      ['expect(\n  Date.now() -\n    started,\n).toBeGreaterThanOrEqual(290);', 1],
      ['expect((Date.now() - started) / 1000).toBeLessThan(3);', 1],
      ['const took = Math.round(performance.now() - t0);\nexpect(took).toBeLessThan(250);', 2],
      ['const seconds = (Date.now() - started) / 1000;\nexpect(seconds).toBeLessThan(3);', 2],
      ['expect(createdAt.getTime()).toBeGreaterThan(Date.now() - 1000);', 1],
      ['expect.soft(Date.now() - started).toBeLessThan(10);', 1],
      ['await expect.poll(() => Date.now() - started).toBeGreaterThan(100);', 1],
      ['expect(Date.now() - started).not.toBeGreaterThan(100);', 1],
      ['assert.ok(process.hrtime.bigint() - begun < 10_000_000n);', 1],
      [
        "it('x', async () => {\n  const started = Date.now();\n  await work();\n  expect(Date.now() - started).toBeLessThan(250);\n});",
        4,
      ],
    ];
    for (const [source, line] of refused) expect(elapsedTimeAssertions(source), source).toEqual([line]);
    const allowed = [
      // Fixtures relative to now, a wait's deadline, a timestamp checked against an injected clock.
      'const at = new Date(Date.now() - 60_000);\nexpect(at).toBeInstanceOf(Date);',
      'const pin = await scheduledPin({ at: new Date(Date.now() - 30_000) });\nexpect(pin.id).toBe(1);',
      "if (Date.now() - started > 90_000) throw new Error('timed out waiting');",
      'expect(row.publishNotBefore).toEqual(new Date(now.getTime() + 120_000));',
      "expect(text).toBe('Date.now() - started');",
      'expect(sleeps.asked).toEqual([300]);',
      'expect(Date.now()).toBeGreaterThanOrEqual(when.getTime());',
    ];
    for (const source of allowed) expect(elapsedTimeAssertions(source), source).toEqual([]);
  });

  it('is compared in no test file', async () => {
    const files = await testFiles();
    // The scan reaches every kind of test file, in each place they live.
    for (const kind of ['src/server/', 'src/web/', 'emulators/', 'tests/server/', 'tests/e2e/']) {
      expect(
        files.some((file) => path.relative(ROOT, file).startsWith(kind)),
        kind,
      ).toBe(true);
    }
    expect(files.some((file) => file.endsWith('.test.tsx'))).toBe(true);
    expect(files.some((file) => file.endsWith('.e2e.ts'))).toBe(true);
    const found: string[] = [];
    const allowedHits = new Set<string>();
    for (const file of files) {
      const relative = path.relative(ROOT, file).split(path.sep).join('/');
      const lines = elapsedTimeAssertions(await readFile(file, 'utf8'), file);
      if (lines.length > 0 && relative in ALLOWED) allowedHits.add(relative);
      else found.push(...lines.map((line) => `${relative}:${line}`));
    }
    expect(found, 'assert the behaviour with an injected sleep or clock; speed goes in bench/').toEqual([]);
    expect([...allowedHits].sort()).toEqual(Object.keys(ALLOWED).sort());
  });
});
