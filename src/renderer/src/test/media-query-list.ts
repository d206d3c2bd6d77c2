// A stand-in for window.matchMedia's answer (happy-dom has none): matches or not, never changes.
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  const list: Partial<MediaQueryList> = {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
  return list as MediaQueryList;
}
