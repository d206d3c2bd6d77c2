// Marks, in the page, when the app takes over the prerendered login page
// (src/renderer/src/app/prerendered-page.ts drops #root's data-prerendered once the app has drawn
// it): from then on the page takes input. An init script; the time is window.__zynoTakeover.
export const TAKEOVER_MARK = `
  new MutationObserver((_, observer) => {
    const root = document.getElementById('root');
    if (root === null || root.hasAttribute('data-prerendered')) return;
    window.__zynoTakeover = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true, attributes: true });
`;

/** Waits for the take-over; then the scripts the page asked for before it, by path. */
export const SCRIPTS_BEFORE_TAKEOVER = `performance.getEntriesByType('resource')
  .filter((entry) => entry.startTime < window.__zynoTakeover)
  .map((entry) => new URL(entry.name).pathname)
  .filter((path) => path.endsWith('.js'))`;

/**
 * For page.waitForFunction: whether the app has taken over. A function, not a string: the page's
 * policy refuses eval, which Playwright's polling of a string predicate needs.
 */
export function takenOver(): boolean {
  return (window as unknown as { __zynoTakeover?: number }).__zynoTakeover !== undefined;
}
