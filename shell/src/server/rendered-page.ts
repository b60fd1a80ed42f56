import type { SsrState } from '../ssr/ssr-state.js';

/** A page as the shell's server rendered it, before tools/shell-document.ts writes it into index.html. */
export interface RenderedPage {
  status: number;
  /** `<title>`, meta tags, canonical link and JSON-LD. */
  head: string;
  /** styled-components' `<style>` elements for what was rendered. */
  styles: string;
  /** The markup inside `#root`. */
  html: string;
  state: SsrState;
  /** False for pages that must never be cached by anyone but the browser (client-rendered pages, fallbacks). */
  cacheable: boolean;
}

export type RenderPage = (url: string) => Promise<RenderedPage>;
