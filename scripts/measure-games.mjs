// Size figures for src/games (docs/notes-guardrails.md): the largest files and the longest functions, in
// lines, over the shipped code (tests, test support and fixtures apart) and over everything.
// Usage: node scripts/measure-games.mjs [folder=src/games] [rows=5]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const root = process.argv[2] ?? 'src/games';
const rows = Number(process.argv[3] ?? 5);
const isTest = (f) => /\.test\.tsx?$|\/testing\/|\/testing\.tsx?$|\/fixtures\//.test(f);

const files = readdirSync(root, { recursive: true })
  .map((f) => join(root, String(f)))
  .filter((f) => /\.tsx?$/.test(f));

const sizes = [];
const functions = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  sizes.push({ file, lines: source.getLineAndCharacterOfPosition(text.length).line + 1 });
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      const name =
        node.name?.getText(source) ??
        (ts.isVariableDeclaration(node.parent) || ts.isPropertyAssignment(node.parent)
          ? node.parent.name.getText(source)
          : '(anonymous)');
      functions.push({ file, name, start, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const top = (xs, label, show) => {
  console.log(label);
  for (const x of [...xs].sort((a, b) => b.lines - a.lines).slice(0, rows))
    console.log(`  ${x.lines}  ${show(x)}`);
};
for (const [scope, keep] of [
  ['shipped code', (x) => !isTest(x.file)],
  ['everything (tests, test support, fixtures too)', () => true],
]) {
  console.log(`# ${root}, ${scope}`);
  top(sizes.filter(keep), 'largest files (lines)', (x) => x.file);
  top(functions.filter(keep), 'longest functions (lines)', (x) => `${x.file}:${x.start} ${x.name}`);
}
