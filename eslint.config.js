// Typed ESLint for TypeScript and Astro files. Every override states why it exists.
import astro from 'eslint-plugin-astro';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.astro/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      // Empty async methods satisfy interfaces (in-memory repositories); awaiting nothing is fine there.
      '@typescript-eslint/require-await': 'off',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'socket.io-client',
              message:
                'Use src/lib/socket: the one socket module, with its own small client (socket.io-client is a test peer).',
            },
          ],
        },
      ],
    },
  },
  {
    // The domain layer runs in the browser, in Node and in tests: no Node built-ins, no DOM
    // frameworks, no server code.
    files: ['src/lib/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'src/lib/domain must run in the browser too.' },
            {
              group: ['react', 'react-dom', 'nanostores', '@nanostores/*'],
              message: 'Domain rules are framework-free.',
            },
            {
              group: ['**/server/**', '../stores/**', '../socket/**', '../api/**'],
              message: 'Domain imports nothing above it.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'navigator',
        'location',
      ],
    },
  },
  {
    // Client code must not import the server (secrets, Node built-ins).
    files: ['src/lib/**', 'src/islands/**'],
    ignores: ['src/lib/i18n/messages.server.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'socket.io-client',
              message:
                'Use src/lib/socket: the one socket module, with its own small client (socket.io-client is a test peer).',
            },
          ],
          patterns: [
            {
              group: ['**/server/**', 'node:*'],
              message: 'Client code must not import server modules.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests play the part of outside clients, so they connect with socket.io-client directly.
    files: ['tests/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Ambient declarations (Astro's App.Locals) cannot use import statements without
    // turning the file into a module, which would hide the global namespace.
    files: ['src/env.d.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  ...astro.configs.recommended,
  {
    files: ['**/*.astro', '**/*.astro/*.ts', '*.astro/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // A function or a module a reader takes in at once (CONTRIBUTING.md, "Conventions").
    files: ['src/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // A shipped migration is never edited (src/server/db/migrations): the world's first schema
    // is one long `up` by history, not by choice.
    files: ['src/server/db/migrations/0002-world.ts'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
