import '@testing-library/jest-dom/jest-globals';
// Loaded first, whole: @reduxjs/toolkit is ES modules for `require` too (`module-sync`), and CommonJS packages such
// as recharts require it. Required while the page's import graph is still linking, it would be a require() cycle.
import '@reduxjs/toolkit';
import { afterEach, jest } from '@jest/globals';
import { cleanup } from '@testing-library/react';
import { restoreGlobals } from '../globals/stub-global.js';

// After each test: unmount, put back every global a test stubbed (fetch, Razorpay...), real timers, empty storage.
// No global timeout bump: async queries keep Testing Library's 1 s default; a test waiting on time uses the fake clock.
afterEach(() => {
  cleanup();
  jest.useRealTimers();
  restoreGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
