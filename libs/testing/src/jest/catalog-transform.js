// @ts-check
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileCatalog } from '../../../mf/src/build/compile-catalog.ts';

const compiler = readFileSync(fileURLToPath(new URL('../../../mf/src/build/compile-catalog.ts', import.meta.url)), 'utf8');

/**
 * Jest's transform of the apps' message catalogues (`src/messages/<locale>.json`): compiled as the build compiles them
 * (libs/mf/src/build/catalog-loader.ts), so a test reads the messages the page reads. Jest reads a .json module as
 * JSON text after transforming it (ES modules and CommonJS alike): the compiled catalogue is that text.
 * @type {import('@jest/transform').SyncTransformer}
 */
const transformer = {
  process(source, path) {
    return { code: compileCatalog(source, path) };
  },
  // The compiler's own source is part of the key: a change to it compiles every catalogue again.
  getCacheKey(source, path) {
    return createHash('sha256').update(compiler).update('\0').update(path).update('\0').update(source).digest('hex');
  },
};

export default transformer;
