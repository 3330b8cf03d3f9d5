/**
 * Import boundaries and the cycle check (`npm test` step `imports`; ARCHITECTURE "Dependencies point one
 * way"): core <- regulation <- rankings <- engine; math machinery <- games <- backoffice, server, cli;
 * web and protocol stand apart (web imports protocol only). Tests and test support (`*.test.ts`,
 * `testing/` or `testing.ts`, `fixtures/`) may reach across layers to exercise them; shipped code may not,
 * and never imports test support. There are no known violations: every one fails the step.
 */
const TEST = '\\.test\\.tsx?$|/testing/|/testing\\.tsx?$|/fixtures/';
const shipped = (path) => ({ path, pathNot: TEST });
const only = (name, from, allowed, comment) => ({
  name,
  comment,
  severity: 'error',
  from: shipped(from),
  to: { path: '^src/', pathNot: `^src/(${allowed.join('|')})/` },
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle of value imports (type-only imports are erased and cannot cycle at run time).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    only('core-is-the-floor', '^src/core/', ['core'], 'core imports nothing of Felt but itself'),
    only('regulation-on-core', '^src/regulation/', ['core', 'regulation'], 'section lists sit on core'),
    only(
      'rankings-are-pure',
      '^src/rankings/',
      ['core', 'regulation', 'rankings'],
      'evaluators are game-agnostic',
    ),
    only(
      'engine-below-games',
      '^src/engine/',
      ['core', 'regulation', 'rankings', 'engine'],
      'the engine knows no game',
    ),
    only(
      'math-below-games',
      '^src/math/',
      ['core', 'regulation', 'rankings', 'engine', 'math'],
      'generic machinery',
    ),
    {
      name: 'math-uses-the-game-contract-as-types',
      comment: 'src/math may name the engine contract (types), not run engine code: they are siblings.',
      severity: 'error',
      from: shipped('^src/math/'),
      to: { path: '^src/engine/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'a-game-imports-no-other-game',
      comment: 'Each game folder stands alone: what two games share belongs in engine, rankings or math.',
      severity: 'error',
      from: shipped('^src/games/([^/]+)/'),
      to: { path: '^src/games/', pathNot: '^src/games/$1/' },
    },
    only(
      'games-below-the-apps',
      '^src/games/',
      ['core', 'regulation', 'rankings', 'engine', 'math', 'games'],
      '',
    ),
    only('protocol-stands-alone', '^src/protocol/', ['protocol'], 'the wire schemas the web app shares'),
    {
      ...only('web-imports-protocol-only', '^src/web/', ['web', 'protocol'], 'the browser bundle'),
      from: { path: '^src/web/', pathNot: `${TEST}|^src/web/vite\\.config\\.ts$` },
    },
    {
      name: 'apps-stay-apart',
      comment: 'backoffice, server and cli do not import the web app, the benchmarks or each other upward.',
      severity: 'error',
      from: shipped('^src/(backoffice|server|cli)/'),
      to: { path: '^src/(web|bench)/' },
    },
    {
      name: 'backoffice-below-server-and-cli',
      severity: 'error',
      from: shipped('^src/backoffice/'),
      to: { path: '^src/(server|cli)/' },
    },
    {
      name: 'server-below-cli',
      severity: 'error',
      from: shipped('^src/server/'),
      to: { path: '^src/cli/' },
    },
    {
      name: 'shipped-code-imports-no-test-support',
      comment: 'testing/ and fixtures/ are not built into the package (tsconfig.build.json, `files`).',
      severity: 'error',
      from: shipped('^src/'),
      to: { path: TEST },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/web/env\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default', 'types'],
    },
  },
};
