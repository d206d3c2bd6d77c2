// How a feature declares its part of the suite, once and typed: its routes (the path literals
// become the feature's path union), each route's access class and lazily loaded screen, its
// redirects and, for an app, its name, icon, colour, summary, screen titles and launcher entry.
// app/apps.ts lists the declarations; app/ composes the route table, access and launcher from it.
import { PUBLIC, type RouteAccess } from '@shared/route-access';
import type { TablerIcon } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import type { AppRealtimeResources } from '../realtime';

/** A screen's code, fetched the first time one of its routes opens. */
export type LazyScreen = () => Promise<{ Component: ComponentType }>;

/** The lazy screen exported as `name` by the module `load` fetches. */
export function lazyScreen<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
): LazyScreen {
  return async () => ({ Component: (await load())[name] });
}

/** What wraps every signed-in screen, fetched with the signed-in shell (AppDeclaration's `shellScope`). */
export type LazyShellScope = () => Promise<ComponentType<{ children: ReactNode }>>;

/** The shell scope exported as `name` by the module `load` fetches. */
export function lazyShellScope<
  Name extends string,
  Module extends Record<Name, ComponentType<{ children: ReactNode }>>,
>(load: () => Promise<Module>, name: Name): LazyShellScope {
  return async () => (await load())[name];
}

/** An app as users see it: the top bar, page titles and the launcher take these from here. */
export interface AppIdentity {
  name: string;
  icon: TablerIcon;
  /** A Mantine colour name, the app's accent. */
  color: string;
  /** One line on what the app holds (spec §1). */
  summary: string;
}

/** The sub-app a screen belongs to and what it holds; the page title is built from it. */
export interface ScreenTitle {
  subApp?: string;
  /** One line on what the screen holds; its placeholder says so until the screen arrives. */
  description: string;
}

interface RouteBase<Path extends string> {
  path: Path;
  access: RouteAccess;
}

/** A route that sends on to another of the feature's paths and takes its authorization. */
export interface RedirectRoute<Path extends string> extends RouteBase<Path> {
  redirectTo: NoInfer<Path>;
}

/** A screen of an app: titled, and its titled placeholder until `screen` is given. */
export interface AppScreenRoute<Path extends string> extends RouteBase<Path> {
  title: ScreenTitle;
  screen?: LazyScreen;
}

/** A page outside the apps (sign-in, Zyno Desktop, the launcher, legal pages). */
export interface PageRoute<Path extends string> extends RouteBase<Path> {
  /** Without one, a public placeholder shows until the page arrives. */
  screen?: LazyScreen;
  /**
   * Opens before Zyno Desktop has checked in: the sign-on popup's pages and the station's own
   * check-in and registration. Every other route waits for the check-in.
   */
  beforeInstallCheck?: true;
}

/** A public page that opens before the check-in (PageRoute's `beforeInstallCheck`). */
export function pageBeforeCheckIn<Path extends string>(
  path: Path,
  screen: LazyScreen,
): PageRoute<Path> {
  return { path, access: PUBLIC, beforeInstallCheck: true, screen };
}

export interface AppDeclaration<Path extends string = string> extends AppIdentity {
  kind: 'app';
  routes: readonly (AppScreenRoute<Path> | RedirectRoute<Path>)[];
  /** Wraps every screen of the app (admin: its left navigation). */
  layout?: LazyScreen;
  /** The launcher card: the path it opens and its sub-items, labelled by their sub-app. */
  launcher?: { path: NoInfer<Path>; subItems?: readonly NoInfer<Path>[] };
  /** The query keys each of the app's `<app>.<resource>.changed` events refreshes. */
  realtime?: AppRealtimeResources;
  /**
   * Wraps every signed-in screen, whichever app is open (sales: the station's sale queue, which
   * keeps syncing and showing its banner away from the till).
   */
  shellScope?: LazyShellScope;
}

export interface PagesDeclaration<Path extends string = string> {
  kind: 'pages';
  routes: readonly (PageRoute<Path> | RedirectRoute<Path>)[];
}

/** One entry of app/apps.ts. */
export type SuiteFeature = AppDeclaration | PagesDeclaration;

/** The union of a declaration's paths, e.g. `PathOf<typeof adminApp>`. */
export type PathOf<Declaration extends SuiteFeature> = Declaration['routes'][number]['path'];

/** The sub-app a screen of the app is titled with: launcher sub-items and navigation say it. */
export function subAppOf<Path extends string>(app: AppDeclaration<Path>, path: Path): string {
  for (const route of app.routes) {
    if (route.path === path && 'title' in route && route.title.subApp !== undefined) {
      return route.title.subApp;
    }
  }
  throw new Error(`${app.name} has no screen titled with a sub-app at ${path}.`);
}

/** Declares an app; its paths are inferred from `routes`, and everything else must use them. */
export function defineApp<const Path extends string>(
  app: Omit<AppDeclaration<Path>, 'kind'>,
): AppDeclaration<Path> {
  return { kind: 'app', ...app };
}

/** Declares the pages of a feature that is not an app of its own. */
export function definePages<const Path extends string>(
  pages: Omit<PagesDeclaration<Path>, 'kind'>,
): PagesDeclaration<Path> {
  return { kind: 'pages', ...pages };
}
