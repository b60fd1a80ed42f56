import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server.node';

/**
 * `element` as HTML through React's streaming renderer (renderToPipeableStream), piped once the whole tree is ready
 * (onAllReady), collected and returned as one string. Nothing can be sent before: the page's head carries the styles
 * the render used, known only once it is done (servers/web/src/shell-document.ts writes head, styles, state and markup into
 * index.html together). A boundary still suspended after `abortAfterMs` is sent as its fallback, as renderToString
 * sends it at once, and the browser renders it. Rejects when the shell of the tree fails, where renderToString throws.
 */
export function renderToStreamedString(element: ReactNode, abortAfterMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        // Joined before decoding: a chunk may end inside a multi-byte character.
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    // React calls back only once its work has started (asynchronously): `timer` is set by then.
    const timer = setTimeout(() => stream.abort(new Error(`not ready within ${abortAfterMs} ms: sent as its fallback`)), abortAfterMs);
  });
}
