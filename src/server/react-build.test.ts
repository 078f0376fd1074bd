import { describe, expect, it } from 'vitest';
import { loadedReactBuild } from './react-build';

const file = (name: string, loaded = true) => ({ [`/srv/app/node_modules/${name}`]: { loaded } });

describe('loadedReactBuild', () => {
  it('names the development build when any React module is the development one', () => {
    expect(
      loadedReactBuild({
        ...file('react/cjs/react.production.js'),
        ...file('react-dom/cjs/react-dom-server.node.development.js'),
      }),
    ).toBe('development');
  });

  it('names the production build when every React module is the production one', () => {
    expect(
      loadedReactBuild({
        ...file('react/index.js'),
        ...file('react/cjs/react.production.js'),
        ...file('react-dom/cjs/react-dom-server.node.production.js'),
      }),
    ).toBe('production');
  });

  it('ignores a build that was only parsed, not run', () => {
    expect(
      loadedReactBuild({
        ...file('react/cjs/react.development.js', false),
        ...file('react/cjs/react.production.js'),
      }),
    ).toBe('production');
  });

  it('is null before React is loaded', () => {
    expect(loadedReactBuild(file('fastify/fastify.js'))).toBeNull();
  });
});
