// One spelling for the whole app: American English, as docs/product.md's "brand colors"
// is. Every text a person can read (string literals and JSX text of the web app, the shared
// contracts, the server's messages, emails, AI prompts and offline copy, the emulators' pages) is
// read with the TypeScript parser, and none may use a British spelling. Comments are not read, nor
// the offline copy's word lists, which must recognize what people type either way.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname, '..');
const FOLDERS = ['src', 'emulators'];
/** Word lists that recognize the user's words, in any spelling. */
const NOT_READ = new Set(['src/server/integrations/ai/copy-lexicon.ts']);

/** British spellings and the American ones the app uses. */
const BRITISH = [
  [/colour/i, 'color'],
  [/\bfavourit/i, 'favorit'],
  [
    /\b\w*(customis|organis|prioritis|personalis|optimis|recognis|summaris|minimis|maximis|apologis|visualis|finalis|authoris|categoris)/i,
    '-iz-',
  ],
  [/\banalys(e|es|ed|ing)\b/i, 'analyz-'],
  [/\bbehaviour/i, 'behavior'],
  [/\bcancell(ed|ing)\b/i, 'canceled, canceling'],
  [/\bcatalogue/i, 'catalog'],
  [/\bcentre/i, 'center'],
  [/\blicence/i, 'license'],
  [/\bgrey/i, 'gray'],
  [/\b(travell|modell|labell|jewell)/i, 'one l'],
  [/\bprogramme/i, 'program'],
  [/\b(honour|labour|neighbour|flavour|humour)/i, '-or'],
  [/\b(whilst|amongst)\b/i, 'while, among'],
] as const;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(folder, file).split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\/test\/|\.fixture\.tsx?$|\.d\.ts$/.test(file))
    .filter((file) => !NOT_READ.has(file));
}

/** Each text of `file` a person may read, with its line. */
function textsOf(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(ROOT, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const texts: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    // Module names are not read by anyone.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isImportTypeNode(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      texts.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

describe('American spelling in what people read', () => {
  it('finds no British spelling in any text of the app', () => {
    const found: string[] = [];
    for (const file of FOLDERS.flatMap(sourceFiles)) {
      for (const { text, line } of textsOf(file)) {
        for (const [british, american] of BRITISH) {
          const match = british.exec(text);
          if (match) found.push(`${file}:${line} "${match[0]}" (American: ${american})`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
