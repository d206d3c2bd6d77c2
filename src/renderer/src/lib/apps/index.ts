// The kit every feature declares its routes with, and what app/ composes from the declarations.
export {
  defineApp,
  definePages,
  lazyScreen,
  lazyShellScope,
  pageBeforeCheckIn,
  subAppOf,
  type AppDeclaration,
  type LazyScreen,
  type LazyShellScope,
  type PathOf,
  type ScreenTitle,
  type SuiteFeature,
} from './app-declaration';
export { AppScreenHeading } from './app-screen-heading';
export { useCurrentScreen, type ScreenHandle } from './current-screen';
export { SuiteProvider, useSuite, type LauncherEntry, type Suite } from './suite-context';
