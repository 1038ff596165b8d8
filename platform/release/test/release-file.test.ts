import { unmetNeeds } from '../release.ts';

const shell = {
  shared: {
    react: { version: '19.3.1', requiredVersion: '^19.3.1' },
    '@academy/shared/session/store': { version: '1.0.0-surface-aaaaaaaaaaaa', requiredVersion: '1.0.0-surface-aaaaaaaaaaaa' },
  },
};

test('a remote built against what the shell shares has no unmet needs', () => {
  expect(unmetNeeds({ remote: shell, shell })).toEqual([]);
});

test('a remote needing another surface of a shared module, or a newer library, is named with both versions', () => {
  const remote = {
    shared: {
      react: { version: '19.4.0', requiredVersion: '^19.4.0' },
      '@academy/shared/session/store': { version: '1.0.0-surface-bbbbbbbbbbbb', requiredVersion: '1.0.0-surface-bbbbbbbbbbbb' },
      // the shell does not share it: the remote brings its own
      '@academy/shared/ui/Tabs': { version: '1.0.0-surface-cccccccccccc', requiredVersion: '1.0.0-surface-cccccccccccc' },
    },
  };
  expect(unmetNeeds({ remote, shell })).toEqual([
    { module: 'react', needs: '^19.4.0', provides: '19.3.1' },
    { module: '@academy/shared/session/store', needs: '1.0.0-surface-bbbbbbbbbbbb', provides: '1.0.0-surface-aaaaaaaaaaaa' },
  ]);
});
