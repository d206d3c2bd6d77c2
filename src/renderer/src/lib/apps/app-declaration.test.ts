// What declaring an app checks: redirects and launcher sub-items must be the app's own paths
// (compile-time: each @ts-expect-error line fails to type-check), and labels come from titles.
import { IconHeart } from '@tabler/icons-react';
import { permission } from '@shared/route-access';
import { describe, expect, it } from 'vitest';
import { defineApp, subAppOf, type PathOf } from './app-declaration';

const identity = { name: 'Hello', icon: IconHeart, color: 'pink', summary: 'Says hello' };

const helloApp = defineApp({
  ...identity,
  routes: [
    { path: '/hello', access: permission('crm'), redirectTo: '/hello/world' },
    {
      path: '/hello/world',
      access: permission('crm'),
      title: { subApp: 'World', description: 'Greets the world.' },
    },
  ],
  launcher: { path: '/hello', subItems: ['/hello/world'] },
});

describe('defineApp', () => {
  it("types the app's paths as the union of its routes' paths", () => {
    const paths: PathOf<typeof helloApp>[] = ['/hello', '/hello/world'];
    // @ts-expect-error not a path of the hello app
    const stranger: PathOf<typeof helloApp> = '/hello/moon';
    expect(paths).toHaveLength(2);
    expect(stranger).toBe('/hello/moon');
  });

  it('refuses redirects and launcher sub-items outside its own paths', () => {
    const declare = () => [
      defineApp({
        ...identity,
        routes: [
          // @ts-expect-error a redirect to a path the app does not declare
          { path: '/hello', access: permission('crm'), redirectTo: '/elsewhere' },
        ],
      }),
      defineApp({
        ...identity,
        routes: [{ path: '/hello', access: permission('crm'), title: { description: 'Hi.' } }],
        // @ts-expect-error a sub-item the app does not declare
        launcher: { path: '/hello', subItems: ['/hello/moon'] },
      }),
    ];
    expect(declare()).toHaveLength(2);
  });

  it("labels a path with its screen's sub-app, and refuses one without", () => {
    expect(helloApp.kind).toBe('app');
    expect(subAppOf(helloApp, '/hello/world')).toBe('World');
    expect(() => subAppOf(helloApp, '/hello')).toThrow(
      'Hello has no screen titled with a sub-app at /hello.',
    );
  });
});
