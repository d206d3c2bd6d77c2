// zod tries `new Function` once, on its first parse of an object, to learn whether it may compile
// its parsers. The page's content policy refuses it, and the browser reports every refusal as a
// policy violation. zod keeps its settings on one global object, shared by every copy of it and
// read when it parses; setting it here, before any parse, tells zod never to try, without loading
// zod into the entry.

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/** zod parses without compiling, from now on (whether zod has loaded yet or not). */
export function parseWithoutCompiling(): void {
  (globalThis.__zod_globalConfig ??= {}).jitless = true;
}
