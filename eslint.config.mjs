// `npm run lint`. Besides typescript-eslint's recommended rules and the rules of hooks, this holds
// the architecture's import boundaries (docs/architecture.md):
// - the shell and the remotes never import each other or the API; `shared` imports none of them;
// - inside a package, features never import each other;
// - `shared` is imported by its package name only (a relative path would be a second copy of the
//   session store at run time);
// - `react-router-dom` only with the names the shared router provides (platform/webpack/react-router-dom.js),
//   and never `react-router` itself (a second router with its own contexts);
// - the contract's schemas only for their types: they and their library stay on the API;
// - the contract stands on TypeBox alone, and the API on the contract: it imports no front end, nor shared;
// - an API route holds no SQL: no `sql` or database module import, no query builder call (api/src/queries).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const AREAS = ['shell', 'public-site', 'student-portal', 'facilitator-desk'];
const FRONT_END_PACKAGES = ['shared', ...AREAS];
const TS_FILES = ['**/*.ts', '**/*.mts', '**/*.tsx'];
// a leading underscore marks what is left out on purpose (e.g. `{ a: _a, ...rest }`)
const UNUSED = { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' };
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'];

/** The names platform/webpack/react-router-dom.js re-exports: the only ones a front end may import. */
function sharedRouterNames() {
  const source = fs.readFileSync(path.join(ROOT, 'platform', 'webpack', 'react-router-dom.js'), 'utf8');
  return /export \{([^}]*)\}/
    .exec(source)[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** One zone per feature folder: it may not import any other feature folder of its package. */
function featureZones() {
  return AREAS.flatMap((area) => {
    const features = path.join(area, 'src', 'features');
    if (!fs.existsSync(path.join(ROOT, features))) return [];
    return fs
      .readdirSync(path.join(ROOT, features), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map(({ name }) => ({
        target: `./${features}/${name}`,
        from: `./${features}`,
        except: [`./${name}`],
        message: 'Features never import each other: move what both need to the package root or to shared.',
      }));
  });
}

/** A front-end package may import no other area and not the API. */
function packageZones() {
  return FRONT_END_PACKAGES.map((pkg) => ({
    target: `./${pkg}`,
    from: [...AREAS, 'api'].filter((other) => other !== pkg).map((other) => `./${other}`),
    message: 'The shell, the remotes and shared never import another area or the API: share code through shared.',
  }));
}

/**
 * The contract's schemas (and TypeBox under them) are the API's: a front end takes their types
 * only (the endpoint table's too), and calls by name (`call`, whose method and path come from
 * contract/src/endpoint-routes.ts). The rest of the contract (`fillPath`, the route map) holds no schema.
 */
const SCHEMA_FREE = [
  {
    regex: '^@academy/contract/(schemas/|endpoints$)',
    allowTypeImports: true,
    message:
      "Take only types from the contract's schemas (import type): call an endpoint by name, its method and path are in '@academy/contract/endpoint-routes'.",
  },
  { regex: '^@sinclair/typebox(/|$)', allowTypeImports: true, message: "Schemas are the API's: a front end takes only their types (import type)." },
];

/** Inside shared, modules import each other by package name, as every front end does. */
const SHARED_BY_NAME = { regex: '^\\.\\.?/(?!.*\\.css$)', message: "Inside shared too, import shared by its package name ('@academy/shared/...')." };

const API_SHARES_ONLY_THE_CONTRACT = {
  regex: '^@academy/(shared|shell|public-site|student-portal|facilitator-desk)(/|$)',
  message: "The API shares with the front ends only the contract ('@academy/contract/...'): move what both need there.",
};

/** What starts a statement in Kysely: a route calls a function of api/src/queries instead. */
const QUERY_BUILDER_CALLS = ['selectFrom', 'selectNoFrom', 'insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto', 'executeQuery'];
const SQL_IN_QUERIES =
  'No SQL in a route: write the statement as a named function in api/src/queries/<resource>.ts (who may touch what: queries/scope.ts) and call it.';

/** The imports a front end's sources may not use; `shared` adds its own rule for relative paths. */
function restrictedImports(...extraPatterns) {
  return {
    paths: [
      { name: 'react-router', message: "Import from 'react-router-dom' (the shared router), never 'react-router'." },
      {
        name: 'react-router-dom',
        allowImportNames: sharedRouterNames(),
        allowTypeImports: true,
        message: 'The shared router provides only the names in platform/webpack/react-router-dom.js: add the name there first.',
      },
      {
        name: 'axios',
        allowTypeImports: true,
        message: "Use the API client ('@academy/shared/api/client', isApiError for a failed call): axios comes once per page, with it.",
      },
      {
        name: 'react-toastify',
        importNames: ['toast'],
        allowTypeImports: true,
        message: "Raise toasts with '@academy/shared/feedback/toast': it loads react-toastify with the first toast, not with the screen.",
      },
    ],
    patterns: [
      { regex: '^\\.\\.?/(.*/)?shared/', message: "Import shared by its package name ('@academy/shared/...')." },
      { regex: '^@academy/(shell|public-site|student-portal|facilitator-desk|api)(/|$)', message: 'Areas never import each other or the API.' },
      ...extraPatterns,
    ],
  };
}

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '**/coverage/', 'data/', 'tmp/', '.redeploy-*/', 'releases/'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  {
    rules: { 'no-unused-vars': ['error', UNUSED] },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    // platform/ is a package of ES modules ("type": "module")
    ignores: ['platform/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
  },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: TS_FILES })),
  {
    files: TS_FILES,
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', UNUSED],
    },
  },
  {
    files: ['**/*.tsx', ...FRONT_END_PACKAGES.map((pkg) => `${pkg}/src/**/*.ts`)],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: FRONT_END_PACKAGES.map((pkg) => `${pkg}/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...packageZones(), ...featureZones()] }],
    },
  },
  {
    // an import circle makes a module's meaning depend on which side loads first
    files: ['api/src/**/*.ts', 'shared/src/**/*.{ts,tsx}', 'contract/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: AREAS.map((area) => `${area}/**/*.{ts,tsx}`),
    ignores: TEST_FILES,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', restrictedImports(...SCHEMA_FREE)] },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', restrictedImports(SHARED_BY_NAME, ...SCHEMA_FREE)] },
  },
  {
    files: ['api/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [API_SHARES_ONLY_THE_CONTRACT] }] },
  },
  {
    // a route reads "check, call, answer": its statements are named functions of api/src/queries
    files: ['api/src/routes/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', allowTypeImports: true, message: SQL_IN_QUERIES }],
          patterns: [API_SHARES_ONLY_THE_CONTRACT, { regex: '(^|/)db/(?!errors$)', allowTypeImports: true, message: SQL_IN_QUERIES }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(${QUERY_BUILDER_CALLS.join('|')})$/]`,
          message: SQL_IN_QUERIES,
        },
      ],
    },
  },
  {
    // the contract: what the API and the front ends both import, so it imports neither
    files: ['contract/src/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!@sinclair/typebox$|@academy/contract/)',
              message: "The contract stands on TypeBox alone: import the contract by its package name ('@academy/contract/...').",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.test.js', 'e2e/**/*.ts', 'api/test/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  prettier,
);
