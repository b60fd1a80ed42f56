import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from '@jest/globals';
import { createPlatformStore } from './create-store.js';
import { injectSlice } from './root-reducer.js';

declare module './root-reducer.js' {
  interface LazyLoadedSlices {
    counter: { value: number };
  }
}

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: { increment: (state) => void (state.value += 1) },
  selectors: { selectValue: (state) => state.value },
});

describe('createPlatformStore', () => {
  it('holds the api slice', () => {
    const store = createPlatformStore();
    expect(store.getState()).toHaveProperty('api');
  });

  it('accepts slices injected later', () => {
    const store = createPlatformStore();
    const injected = injectSlice(counter);
    store.dispatch(counter.actions.increment());
    expect(injected.selectors.selectValue(store.getState())).toBe(1);
  });
});
