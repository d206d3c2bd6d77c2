// The web build's pages as the server reads them: the inline scripts its policy allows, by the
// hash a browser computes over each script's text as parsed.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from '../src/http/web-app-pages';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptSources', () => {
  it('names each inline script by its hash, and no script that has a src', () => {
    const html =
      '<head><script>\nvar a = 1;\n</script><script type="module" src="/assets/index.js"></script>' +
      '<SCRIPT nonce="x">b()</SCRIPT ></head><body><script src=/x.js></script></body>';
    expect(inlineScriptSources(html)).toEqual([sha256('\nvar a = 1;\n'), sha256('b()')]);
  });

  it('hashes line breaks as the browser parses them', () => {
    expect(inlineScriptSources('<script>a();\r\nb();\rc();</script>')).toEqual([
      sha256('a();\nb();\nc();'),
    ]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptSources('<html><body><div id="root"></div></body></html>')).toEqual([]);
  });
});
