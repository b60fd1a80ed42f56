import { describe, expect, it } from '@jest/globals';
import { restartEnv } from './platform-apps.ts';

describe('restartEnv (what an app stopped by the e2e suite gets again when it is restarted)', () => {
  it("keeps the run's settings, the API's test clock among them, and never a secret", () => {
    const started = {
      PORT: '3000',
      DATA_DIR: '/data/e2e-1',
      TEST_CLOCK_FILE: '/data/e2e-1/api-clock',
      RAZORPAYX_ACCOUNT_NUMBER: '2323230000000001',
      IFSC_API_URL: 'http://127.0.0.1:8090/ifsc',
      SESSION_SECRET: 'not-kept',
      RAZORPAY_KEY_SECRET: 'not-kept',
      FIELD_ENCRYPTION_KEY: 'not-kept',
      PATH: '/usr/bin',
    };
    expect(restartEnv(started)).toEqual({
      PORT: '3000',
      DATA_DIR: '/data/e2e-1',
      TEST_CLOCK_FILE: '/data/e2e-1/api-clock',
      RAZORPAYX_ACCOUNT_NUMBER: '2323230000000001',
      IFSC_API_URL: 'http://127.0.0.1:8090/ifsc',
    });
  });
});
