import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries (issue 7, guard rails):
// - src/ (the app) and server/ never import each other; only schemas/ and i18n/ are shared. The test
//   folder src/test/ is the exception: its realServer.ts runs the real server (server/test/) for the
//   component tests, which reach the server only through src/test/realApi.ts.
// - A feature folder of src/ (users, invoices, forms, lists…) imports another only through its index
//   ('../lists'), never its internals ('../lists/RecordList'). Shared folders may be imported deeply:
//   src/providers (API, session, i18n), src/test (test setup) and the frame state of src/layout.
const SHARED_DEEP = '(?:providers|test)/|layout/frameState$';
/** '../x/y' from src/<feature>/file, '../../x/y' from src/<feature>/<sub>/file. */
const featureInternals = (up) => ({
  regex: `^${'\\.\\./'.repeat(up)}(?!${SHARED_DEEP})[\\w-]+/`,
  message:
    'Iný priečinok aplikácie importujte cez jeho index (../lists), nie jeho vnútro; zdieľané sú providers, test a layout/frameState.',
});
const APP_NOT_SERVER = {
  regex: '^(?:\\.\\./)+server(?:/|$)',
  message:
    'Aplikácia (src/) neimportuje server/ (testy len cez src/test/realApi.ts); zdieľané sú len schemas/ a i18n/.',
};
const SERVER_NOT_APP = {
  regex: '^(?:\\.\\./)+(?:src|e2e)(?:/|$)',
  message: 'Server neimportuje aplikáciu (src/); zdieľané sú len schemas/ a i18n/.',
};
const SERVER_NOT_TESTS = {
  regex: '(?:^\\.|/)test/',
  message:
    'Kód servera neimportuje testovacie pomôcky (server/test/): tie patria len testom a nesmú do dist-server/.',
};
const SHARED_NOT_SIDES = {
  regex: '^(?:\\.\\./)+(?:src|server|e2e)(?:/|$)',
  message: 'schemas/ a i18n/ sú zdieľané aplikáciou aj serverom: neimportujú ani jedno z nich.',
};
const restrict = (...patterns) => ['error', { patterns }];
// Thin routes (issue 7, item 1): server/routes/ and server/http/ parse, authorize, call a service and
// reply; SQL lives in the repositories of server/services/. db.tx (a transaction around service calls) stays.
const NO_SQL_MESSAGE =
  'Trasa neobsahuje SQL: dotaz patrí do repozitára v server/services/ (docs/adding-a-resource.md „The server“).';
const SQL_START = '/^\\s*(?:SELECT|INSERT INTO|UPDATE|DELETE FROM|WITH)\\s/';
const NO_SQL_IN_ROUTES = [
  'error',
  {
    selector: "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(?:query|one)$/]",
    message: NO_SQL_MESSAGE,
  },
  { selector: `Literal[value=${SQL_START}]`, message: NO_SQL_MESSAGE },
  { selector: `TemplateElement[value.raw=${SQL_START}]`, message: NO_SQL_MESSAGE },
];
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'data', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The app's files and its tests alike; src/test/ (the folder of the test setup and helpers) is the one
  // place that reaches the server (through src/test/realApi.ts).
  {
    files: ['src/*.ts', 'src/*.tsx'],
    rules: { 'no-restricted-imports': restrict(APP_NOT_SERVER) },
  },
  {
    files: ['src/*/*.ts', 'src/*/*.tsx'],
    ignores: ['src/test/**'],
    rules: { 'no-restricted-imports': restrict(APP_NOT_SERVER, featureInternals(1)) },
  },
  {
    files: ['src/*/*/**/*.ts', 'src/*/*/**/*.tsx'],
    ignores: ['src/test/**'],
    rules: { 'no-restricted-imports': restrict(APP_NOT_SERVER, featureInternals(2)) },
  },
  {
    // The app takes the API contract's types only: a runtime import of schemas/api would bundle TypeBox
    // and every schema. The reply keys (schemas/api/reply-keys.ts) are plain constants the provider reads, the
    // change log's record types and actions (schemas/api/history-kinds.ts) the 'Zmeny' screen's filters.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:\\.\\./)+schemas/api(?:/(?!(?:reply-keys|history-kinds)$)[^/]+)?$',
              allowTypeImports: true,
              message:
                'Aplikácia importuje zo schemas/api len typy (import type); kľúče odpovedí zo schemas/api/reply-keys, druhy zmien zo schemas/api/history-kinds.',
            },
          ],
        },
      ],
    },
  },
  {
    // The app reads the field schemas from the API (src/providers/schemas.ts); only tests take the files.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: [...TESTS, 'src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/schemas\\/bundle$/]',
          message:
            'Aplikácia neberie schémy zo súborov (schemas/bundle): platnú verziu číta z API (src/providers/schemas.ts).',
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(SERVER_NOT_APP) },
  },
  {
    files: ['server/**/*.ts'],
    ignores: [...TESTS, 'server/test/**'],
    rules: { 'no-restricted-imports': restrict(SERVER_NOT_APP, SERVER_NOT_TESTS) },
  },
  {
    // Services are plain functions over a Db: the web framework stays in server/http/ and the routes.
    files: ['server/services/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': restrict(SERVER_NOT_APP, SERVER_NOT_TESTS, {
        group: ['fastify', '@fastify/*'],
        message: 'Služby nepoznajú Fastify: požiadavku a aplikáciu spracujú server/http/ a trasy.',
      }),
    },
  },
  {
    files: ['server/routes/**/*.ts', 'server/http/**/*.ts'],
    ignores: TESTS,
    rules: { 'no-restricted-syntax': NO_SQL_IN_ROUTES },
  },
  {
    files: ['schemas/**/*.ts', 'i18n/**/*.ts'],
    ignores: TESTS,
    rules: { 'no-restricted-imports': restrict(SHARED_NOT_SIDES) },
  },
);
