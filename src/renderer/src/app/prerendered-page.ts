// Takes over a page the build prerendered (vite.prerender.ts: the login page's markup in #root,
// painted before any script ran). The app renders fresh over it rather than hydrating: its first
// commit replaces the markup with the same page drawn by the app, in one task and before the next
// paint, so nothing flashes or moves. Hydrating would need the exact markup, and the app's tree
// differs from the build's where it knows more (the runtime configuration, a stored session).
// What the visitor did meanwhile is carried over: what they typed, ticked and had focused, and a
// form they sent.
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { loadPublicPage } from './public-pages';

/** On #root while it holds prerendered markup; the guard script hides that markup by it. */
const PRERENDERED = 'data-prerendered';
/** Set by the guard when a prerendered form was sent: which of #root's forms. */
const SUBMITTED = 'data-prerendered-submit';

interface FieldState {
  type: string;
  autocomplete: string;
  value: string;
  checked: boolean;
  focused: boolean;
}

function fieldsIn(container: HTMLElement): HTMLInputElement[] {
  return [...container.querySelectorAll('input')];
}

function readField(input: HTMLInputElement): FieldState {
  return {
    type: input.type,
    autocomplete: input.autocomplete,
    value: input.value,
    checked: input.checked,
    focused: input === document.activeElement,
  };
}

/** The value setter of inputs themselves: React tracks the value it set through the element's own. */
const inputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');

/** Gives the app's field what the visitor left in the prerendered one, through its own events. */
function restoreField(input: HTMLInputElement, state: FieldState): void {
  if (input.type !== state.type || input.autocomplete !== state.autocomplete) return;
  if (input.type === 'checkbox' || input.type === 'radio') {
    // A click, as the visitor's would: the app's change handler sees it.
    if (input.checked !== state.checked) input.click();
  } else if (input.value !== state.value && inputValue?.set !== undefined) {
    // React tracks the value it set: the prototype's setter and an input event read as typing.
    inputValue.set.call(input, state.value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (state.focused) input.focus();
}

/**
 * Renders `app` into `root` (on `container`). Over prerendered markup, once the page's code has
 * loaded (so the first commit draws the page, not the loader), synchronously, then hands the
 * visitor's input over to the app's fields.
 */
export async function renderOverPrerendered(
  container: HTMLElement,
  root: Root,
  app: ReactElement,
): Promise<void> {
  if (!container.hasAttribute(PRERENDERED)) {
    root.render(app);
    return;
  }
  // A failure is the page's to show: it loads the code again and throws to the error boundary.
  // (The page's guard starts the app only once the browser has recorded the prerendered paint:
  // taken over sooner, the browser would count the app's same page, drawn later, as the largest
  // contentful paint. vite.prerender.ts.)
  await loadPublicPage(window.location.pathname).catch(() => null);
  const fields = fieldsIn(container).map(readField);
  flushSync(() => {
    root.render(app);
  });
  container.removeAttribute(PRERENDERED);
  fieldsIn(container).forEach((input, index) => {
    const state = fields[index];
    if (state !== undefined) restoreField(input, state);
  });
  // A form sent before the take-over (the guard held it): the app's own form is sent now.
  const submitted = container.getAttribute(SUBMITTED);
  container.removeAttribute(SUBMITTED);
  if (submitted !== null) container.querySelectorAll('form')[Number(submitted)]?.requestSubmit();
}

/** Anything else drawn in the page's place (the boot error page): the markup goes with it. */
export function renderInstead(container: HTMLElement, root: Root, page: ReactElement): void {
  flushSync(() => {
    root.render(page);
  });
  container.removeAttribute(PRERENDERED);
}
