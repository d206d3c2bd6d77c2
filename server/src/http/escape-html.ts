// The one HTML escaper of the server's own pages (the status page, the identity provider's pages):
// every piece of text that did not come from this repository goes through it.

/** Escapes the five characters that could end an element or an attribute value. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
