// Has index.html fetch one lazily loaded chunk (and its stylesheet) together with the entry, not
// after the entry has run and its router asked for it: the web build's `login` chunk, which the
// login page and the signed-in shell both import, so every first page load needs it.
import type { HtmlTagDescriptor, Plugin } from 'vite';

export function preloadChunkPlugin(chunkName: string): Plugin {
  let base = '/';
  return {
    name: 'zyno-preload-chunk',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === chunkName && !output.isEntry,
        );
        if (chunk?.type !== 'chunk') {
          throw new Error(`The build has no "${chunkName}" chunk to preload.`);
        }
        const link = (attrs: HtmlTagDescriptor['attrs']): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { crossorigin: true, ...attrs },
          injectTo: 'head',
        });
        return [
          link({ rel: 'modulepreload', href: `${base}${chunk.fileName}` }),
          ...[...(chunk.viteMetadata?.importedCss ?? [])].map((css) =>
            link({ rel: 'preload', as: 'style', href: `${base}${css}` }),
          ),
        ];
      },
    },
  };
}
