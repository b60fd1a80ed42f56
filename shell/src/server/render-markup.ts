import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server.node';
import { ServerStyleSheet } from 'styled-components';
import type { RenderMode } from './contract.js';
import { renderToStreamedString } from './stream-to-string.js';

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
