import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { apiBoundaries as apiBoundariesRule } from './scripts/lint/api-boundaries.mjs';
import { webBoundaries as webBoundariesRule } from './scripts/lint/web-boundaries.mjs';

/**
 * Import boundaries of the web app (STYLE.md): features never import each other; shared code
 * never imports a feature or the app. A local rule, because it must resolve relative paths
 * (`../provider-picker/x.ts` from a feature) and see dynamic import(); cycles are checked by
 * scripts/lint/import-cycles.mjs in `npm run lint`.
 */
const webBoundaries = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  plugins: { stat: { rules: { 'web-boundaries': webBoundariesRule } } },
  rules: { 'stat/web-boundaries': 'error' },
};
/**
 * Import boundaries of the API (apps/api/README.md): an area imports shared code and only the
 * public files of another area (its README's "Public" list); shared code never imports an area.
 */
const apiBoundaries = {
  files: ['apps/api/src/**/*.ts'],
  plugins: { 'stat-api': { rules: { 'api-boundaries': apiBoundariesRule } } },
  rules: { 'stat-api/api-boundaries': 'error' },
};
const appsStayApart = {
  files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: '^@stat/(api|web)', message: 'Apps never import each other.' }] },
    ],
  },
};

// The root of the one-way graph (packages/README.md): it imports nothing of ours.
const contractsStandAlone = {
  files: ['packages/contracts/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: '^@stat/', message: 'contracts imports no other package of ours (packages/README.md).' }] },
    ],
  },
};

/**
 * No style attribute in markup the server renders: the CSP (style-src 'self') refuses it, and
 * hydration does not set it again. A bar is a <progress> (components/ui/progress-bar.tsx), art is
 * an <img>, and a value that can only be a style goes through the CSSOM (lib/use-css-properties.ts).
 * The player never renders on the server, so its folder is exempt, except the caption drawing
 * that Settings' preview shows.
 */
const noInlineStyle = {
  'no-restricted-syntax': [
    'error',
    {
      selector: 'JSXAttribute[name.name="style"]',
      message: 'No style attribute: the CSP refuses it in server-rendered markup. Use a class, <progress>, <img> or useCssProperties.',
    },
  ],
};
const serverMarkupHasNoInlineStyle = [
  { files: ['apps/web/src/**/*.tsx'], ignores: ['apps/web/src/features/player/**'], rules: noInlineStyle },
  { files: ['apps/web/src/features/player/captions/caption-{settings,window}.tsx'], rules: noInlineStyle },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  appsStayApart,
  contractsStandAlone,
  webBoundaries,
  apiBoundaries,
  ...serverMarkupHasNoInlineStyle,
);
