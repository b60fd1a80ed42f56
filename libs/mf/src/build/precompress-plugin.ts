import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Compiler } from 'webpack';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/;
const MIN_BYTES = 1024;

/**
 * Emits `<file>.br` and `<file>.gz` beside every text asset, so the static server sends
 * precompressed files (@fastify/static `preCompressed`) without compressing per request.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        for (const [name, source] of Object.entries(assets)) {
          if (!COMPRESSIBLE.test(name)) continue;
          const buffer = source.buffer();
          if (buffer.length < MIN_BYTES) continue;
          const brotli = brotliCompressSync(buffer, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
          });
          compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli), { compressed: true });
          compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzipSync(buffer, { level: 9 })), { compressed: true });
        }
      });
    });
  }
}
