import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Core's `package.json` says `"sideEffects": false`: loading a module of core does
 * nothing but define things, so the web's bundler may leave out any module whose exports
 * a page does not use (the first page would otherwise carry every contract and game,
 * docs/performance.md). The check lives here, with the build that relies on it: core's
 * own code runs in browsers too and is typed without Node's modules. A module that did something when loaded, such as registering
 * itself in a list, would silently stop doing it in the web's build. So every module's
 * top level holds only imports, exports and declarations; what a declaration's value
 * computes runs only when the module is kept, which is when it is used.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../core/src');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry: fs.Dirent) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

const DECLARATIONS = new Set([
  ts.SyntaxKind.ImportDeclaration,
  ts.SyntaxKind.ExportDeclaration,
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.EnumDeclaration,
  ts.SyntaxKind.ModuleDeclaration,
  ts.SyntaxKind.VariableStatement,
]);

/** The top-level statements of a file that are not a declaration, as `file:line: text`. */
function effects(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements
    .filter((statement) => !DECLARATIONS.has(statement.kind))
    .map((statement) => {
      const { line } = source.getLineAndCharacterOfPosition(statement.getStart());
      return `${path.relative(root, file)}:${line + 1}: ${statement.getText().slice(0, 60)}`;
    });
}

describe("core's modules", () => {
  it('do nothing when loaded but declare, as `"sideEffects": false` promises the bundler', () => {
    const files = sources(root);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(effects)).toEqual([]);
  });

  it('are found out when one does something at its top level', () => {
    const probe = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'side-effect-probe-')), 'probe.ts');
    try {
      fs.writeFileSync(probe, "export const list: string[] = [];\nlist.push('registered');\n");
      expect(effects(probe)).toHaveLength(1);
    } finally {
      fs.rmSync(path.dirname(probe), { recursive: true, force: true });
    }
  });

  it('are promised to the bundler as free of side effects', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, '..', 'package.json'), 'utf8'));
    expect(manifest.sideEffects).toBe(false);
  });
});
