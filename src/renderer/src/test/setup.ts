// Setup for the renderer's tests (happy-dom): the browser APIs Mantine expects, a patient wait
// for lazily loaded screens, and a clean DOM and storage after every test.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { ASYNC_TIMEOUT_MS } from './eventually';
import { mediaQueryList } from './media-query-list';

// Screens load on demand (lazy routes): on a busy two-core machine the first import of a screen
// can take longer than testing-library's 1 s default for findBy and waitFor.
configure({ asyncUtilTimeout: ASYNC_TIMEOUT_MS });

if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string): MediaQueryList => mediaQueryList(query, false),
  });
}

if (typeof window.ResizeObserver !== 'function') {
  class ResizeObserverShim {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', {
    configurable: true,
    value: ResizeObserverShim,
  });
}

if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.title = '';
});
