import type { LoaderContext } from 'webpack';
import { compileCatalog } from './compile-catalog.ts';

/** Webpack loader of `src/messages/<locale>.json`: the catalogue compiled (compile-catalog.ts), as an ES module. */
export default function catalogLoader(this: LoaderContext<Record<string, never>>, source: string): string {
  return `export default JSON.parse(${JSON.stringify(compileCatalog(source, this.resourcePath))});\n`;
}
