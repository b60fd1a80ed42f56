import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server.node';
import { ServerStyleSheet } from 'styled-components';
import { renderToStreamedString } from './stream-to-string.js';

/**
 * How the shell's server turns a page's tree into HTML (createRenderer's `renderMode`, SSR_RENDER_MODE):
 * `string` renderToString; `stream` renderToPipeableStream, collected until the whole tree is ready. Both give the
 * same markup and styles (render-markup.test.tsx); bench/RESULTS.md has what each costs.
 */
export type RenderMode = 'string' | 'stream';

export const RENDER_MODES: readonly RenderMode[] = ['string', 'stream'];

/** The markup of a page's tree and styled-components' `<style>` elements for what it rendered. */
export interface RenderedMarkup {
  html: string;
  styles: string;
}

/** `element` rendered in `mode`, with the styles it used; `abortAfterMs` bounds a streamed render (see stream-to-string.ts). */
export async function renderMarkup(element: ReactElement, mode: RenderMode, abortAfterMs: number): Promise<RenderedMarkup> {
  const sheet = new ServerStyleSheet();
  try {
    const collecting = sheet.collectStyles(element);
    const html = mode === 'stream' ? await renderToStreamedString(collecting, abortAfterMs) : renderToString(collecting);
    // Read once the render is complete: the sheet holds every rule the tree used.
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
