import type { PlatformStore } from './create-store.js';

/** How the page's one store is made (the shell's: its middleware and the server's data). */
export type PlatformStoreLoader = () => Promise<PlatformStore>;

let loader: PlatformStoreLoader | undefined;
let pending: Promise<PlatformStore> | undefined;
let current: PlatformStore | undefined;

/** The default: a plain store (a remote running on its own before it provides one, a test). */
const plainStore: PlatformStoreLoader = async () => (await import('@invest/platform/store')).createPlatformStore();

/**
 * The shell says how its store is made, before anything asks for it. The store and Redux Toolkit are then loaded by
 * the first part of the page that needs them (a page that reads the API, the header's account), not by every page.
 */
export function setPlatformStoreLoader(load: PlatformStoreLoader): void {
  loader = load;
}

/** Uses `store` as the page's one store (a remote running on its own creates it at start-up). */
export function providePlatformStore(store: PlatformStore): void {
  current = store;
  pending = Promise.resolve(store);
}

/** The page's one store, made on the first call (by the loader the shell set, or a plain one). */
export function loadPlatformStore(): Promise<PlatformStore> {
  pending ??= (loader ?? plainStore)().then((store) => (current = store));
  return pending;
}

/** The store once `loadPlatformStore()` has made it; undefined before. */
export function loadedPlatformStore(): PlatformStore | undefined {
  return current;
}
