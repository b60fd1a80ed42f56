import { api } from '@invest/api';
import { combineSlices, type Slice, type SliceCaseReducers, type SliceSelectors } from '@reduxjs/toolkit';

/**
 * Slices that remotes inject at run time. A remote declares its slice here by declaration merging:
 * `declare module '@invest/platform/store' { interface LazyLoadedSlices { demo: DemoState } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The one root reducer: the api slice now, feature slices when their remote loads. */
export const rootReducer = combineSlices(api).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Adds a feature slice to the root reducer (idempotent). The store picks it up with the next
 * action; use the returned slice's selectors, which cope with the state not being there yet.
 */
export function injectSlice<
  State,
  CaseReducers extends SliceCaseReducers<State>,
  Name extends string,
  ReducerPath extends string,
  Selectors extends SliceSelectors<State>,
>(slice: Slice<State, CaseReducers, Name, ReducerPath, Selectors>) {
  return slice.injectInto(rootReducer);
}
