import type { AsyncDependenciesBlock, Chunk, ChunkGroup, Compilation, Compiler, Module } from 'webpack';
import { ROUTES_EXPOSE } from '../ownership.ts';
import { ROUTE_PRELOADS_FILE, ROUTE_PRELOADS_SCHEMA, type PreloadEntry, type RoutePreloads } from '../route-preloads.ts';

const PLUGIN = 'RoutePreloadsPlugin';

/** The `@invest/platform` function a build calls to say how the page's store is made (shell/src/bootstrap.tsx). */
const STORE_LOADER_CALL = 'setPlatformStoreLoader';

/** The path literal of the `lazyRoute('/path', meta, () => import('./page'))` call an `import()` sits in, read backwards from it. */
const LAZY_ROUTE_CALL = /lazyRoute\(\s*(['"`])(\/[^'"`]*)\1[^]*$/;

/** Offset in `text` of a 1-based line and 0-based column. */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current += 1) {
    const next = text.indexOf('\n', offset);
    if (next === -1) return text.length;
    offset = next + 1;
  }
  return offset + column;
}

/**
 * The text of the `callee(` call an `import()` at `importOffset` is written in, from the call's name to the import, or
 * null when the nearest such call before it is already closed there (or there is none).
 */
function openCallBefore(source: string, importOffset: number, callee: string): string | null {
  const before = source.slice(0, importOffset);
  const call = before.lastIndexOf(`${callee}(`);
  if (call === -1) return null;
  const inside = before.slice(call);
  // The call must still be open where the import is (more `(` than `)` since it began).
  return inside.split('(').length > inside.split(')').length ? inside : null;
}

/**
 * The route path each `import()` of the routes module belongs to: the first argument of the `lazyRoute(` call it is
 * written in (the remote contract, docs/development.md). An `import()` outside such a call gets no path.
 */
export function routePathOfImport(source: string, importOffset: number): string | null {
  const inside = openCallBefore(source, importOffset, 'lazyRoute');
  return inside === null ? null : (LAZY_ROUTE_CALL.exec(inside)?.[2] ?? null);
}

/** True when the `import()` at `importOffset` is written inside a `setPlatformStoreLoader(` call (how the shell makes the page's store). */
export function isStoreLoaderImport(source: string, importOffset: number): boolean {
  return openCallBefore(source, importOffset, STORE_LOADER_CALL) !== null;
}

function sorted(values: Iterable<string>): string[] {
  return [...new Set(values)].sort();
}

/** A module's share key when it consumes a shared module (`consume-shared-module`), else null. */
function consumedShareKey(module: Module): string | null {
  if (module.type !== 'consume-shared-module' || !('options' in module)) return null;
  const options: unknown = module.options;
  const key: unknown = typeof options === 'object' && options !== null ? (options as { shareKey?: unknown }).shareKey : undefined;
  return typeof key === 'string' ? key : null;
}

/** A module's share key when it provides a shared module (`provide-module`), else null. */
function providedShareKey(module: Module): string | null {
  if (module.type !== 'provide-module' || !('_name' in module)) return null;
  return typeof module._name === 'string' ? module._name : null;
}

/** What loading these chunk groups costs: their JS files and the share keys their chunks consume. */
function entryOf(compilation: Compilation, groups: Iterable<ChunkGroup | undefined>): PreloadEntry {
  const js: string[] = [];
  const shared: string[] = [];
  const chunks = new Set<Chunk>();
  for (const group of groups) for (const chunk of group?.chunks ?? []) chunks.add(chunk);
  for (const chunk of chunks) {
    for (const file of chunk.files) if (file.endsWith('.js')) js.push(file);
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      const key = consumedShareKey(module);
      if (key) shared.push(key);
    }
  }
  return { js: sorted(js), shared: sorted(shared) };
}

function blockGroup(compilation: Compilation, block: AsyncDependenciesBlock): ChunkGroup | undefined {
  return compilation.chunkGraph.getBlockChunkGroup(block);
}

/** The routes module (exposed as `./routes`) and the chunk group its expose loads, when this build is a remote. */
function exposedRoutes(compilation: Compilation): { module: Module; group: ChunkGroup | undefined } | null {
  for (const module of compilation.modules) {
    for (const connection of compilation.moduleGraph.getIncomingConnections(module)) {
      const dependency = connection.dependency;
      if (dependency?.type !== 'container exposed' || !('exposedName' in dependency) || dependency.exposedName !== ROUTES_EXPOSE) continue;
      const parent = compilation.moduleGraph.getParentBlock(dependency);
      const group = parent && 'groupOptions' in parent ? blockGroup(compilation, parent as AsyncDependenciesBlock) : undefined;
      return { module, group };
    }
  }
  return null;
}

/** A module's own source as its loaders gave it to webpack (empty when it has none). */
function sourceOf(module: Module): string {
  return module.originalSource()?.source().toString() ?? '';
}

/** The build's modules as written, those webpack concatenated into one (production builds) included one by one. */
function* sourceModules(compilation: Compilation): Generator<Module> {
  for (const module of compilation.modules) {
    const inner: unknown = 'modules' in module ? module.modules : undefined;
    if (Array.isArray(inner)) yield* inner.filter((one): one is Module => one instanceof compilation.compiler.webpack.Module);
    else yield module;
  }
}

/** The offset in `source` where `block` (an `import()`) is written, or null when webpack kept no position. */
function blockOffset(source: string, block: AsyncDependenciesBlock): number | null {
  const loc = block.loc;
  if (!loc || !('start' in loc)) return null;
  return offsetOf(source, loc.start.line, loc.start.column ?? 0);
}

/**
 * What the page's store costs when first asked for: the chunk groups of the `import()`s written inside the build's
 * `setPlatformStoreLoader(…)` call, their files and the share keys they consume (`@invest/platform/store` among them).
 * Null when the build sets no loader.
 */
function storeOf(compilation: Compilation): PreloadEntry | null {
  const groups: (ChunkGroup | undefined)[] = [];
  for (const module of sourceModules(compilation)) {
    if (module.blocks.length === 0) continue;
    const source = sourceOf(module);
    if (!source.includes(`${STORE_LOADER_CALL}(`)) continue;
    for (const block of module.blocks) {
      const offset = blockOffset(source, block);
      if (offset !== null && isStoreLoaderImport(source, offset)) groups.push(blockGroup(compilation, block));
    }
  }
  return groups.some(Boolean) ? entryOf(compilation, groups) : null;
}

function routesOf(compilation: Compilation): Record<string, PreloadEntry> {
  const exposed = exposedRoutes(compilation);
  if (!exposed) return {};
  const source = sourceOf(exposed.module);
  const routes: Record<string, PreloadEntry> = {};
  for (const block of exposed.module.blocks) {
    const offset = blockOffset(source, block);
    const path = offset === null ? null : routePathOfImport(source, offset);
    if (!path || routes[path]) continue;
    routes[path] = entryOf(compilation, [exposed.group, blockGroup(compilation, block)]);
  }
  return routes;
}

/** Each shared module this build provides: its chunk group's files and what they consume. */
function sharedOf(compilation: Compilation): Record<string, PreloadEntry> {
  const shared: Record<string, PreloadEntry> = {};
  for (const module of compilation.modules) {
    const key = providedShareKey(module);
    if (key)
      shared[key] = entryOf(
        compilation,
        module.blocks.map((block) => blockGroup(compilation, block)),
      );
  }
  return shared;
}

/** The files loaded before app code runs: the entry's chunks, the chunk groups they import, and the shared modules those consume. */
function startupOf(compilation: Compilation, shared: Record<string, PreloadEntry>): string[] {
  const groups: ChunkGroup[] = [];
  for (const entrypoint of compilation.entrypoints.values()) {
    groups.push(entrypoint);
    for (const chunk of entrypoint.chunks) {
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        // A provided or consumed shared module's block loads it only when asked for (the share scope), not at startup.
        if (providedShareKey(module) || consumedShareKey(module)) continue;
        for (const block of module.blocks) {
          const group = blockGroup(compilation, block);
          if (group) groups.push(group);
        }
      }
    }
  }
  const start = entryOf(compilation, groups);
  const files = new Set(start.js);
  const seen = new Set<string>();
  const pending = [...start.shared];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    for (const file of shared[key]?.js ?? []) files.add(file);
    pending.push(...(shared[key]?.shared ?? []));
  }
  return sorted(files);
}

/** The JS files of the build's entrypoints (what its document's own `<script>` tags load). */
function entryFilesOf(compilation: Compilation): string[] {
  const files: string[] = [];
  for (const entrypoint of compilation.entrypoints.values())
    for (const chunk of entrypoint.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.push(file);
  return sorted(files);
}

/**
 * Writes `route-preloads.json` (../route-preloads.ts) next to the build's mf-manifest.json, from the chunk graph: for
 * a remote, each `lazyRoute` page of its exposed `./routes` with the files of the `./routes` chunk group and of the
 * page's chunk group and the share keys they consume; for every build, the files of each shared module it provides,
 * what its entry loads before the app runs, and what its store loader loads (the shell's). Written after the real content hashes are settled, so the names are
 * the files' final ones.
 */
export class RoutePreloadsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
        const shared = sharedOf(compilation);
        const preloads: RoutePreloads = {
          schema: ROUTE_PRELOADS_SCHEMA,
          name: compilation.outputOptions.uniqueName ?? '',
          routes: routesOf(compilation),
          shared,
          startup: startupOf(compilation, shared),
          entry: entryFilesOf(compilation),
          store: storeOf(compilation),
        };
        compilation.emitAsset(ROUTE_PRELOADS_FILE, new sources.RawSource(`${JSON.stringify(preloads, null, 2)}\n`));
      });
    });
  }
}
