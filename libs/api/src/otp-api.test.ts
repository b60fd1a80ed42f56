import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it, jest } from '@jest/globals';
import { api } from './api.js';
import { otpApi } from './otp-api.js';
import { stubFetch } from './test-fetch.js';

function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

describe('otpApi', () => {
  it('generateOtp posts phone and type with the CSRF header', async () => {
    const fetchMock = jest.fn(async (_request: Request) => Response.json({ message: 'OTP sent successfully.', expiresIn: 300 }));
    stubFetch(fetchMock);
    const result = await makeStore().dispatch(otpApi.endpoints.generateOtp.initiate({ phone: '9876543210', type: 'kyc' }));
    expect(result.data).toEqual({ message: 'OTP sent successfully.', expiresIn: 300 });
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request?.url).toBe('http://localhost/api/otp/generate');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('x-requested-with')).toBe('invest-web');
    expect(await request?.json()).toEqual({ phone: '9876543210', type: 'kyc' });
  });

  it('verifyOtp failures carry the spec-8 message and the parsed body', async () => {
    const body = { statusCode: 400, code: 'OTP_INVALID', message: 'Invalid OTP.' };
    stubFetch(jest.fn(async () => Response.json(body, { status: 400 })));
    const result = await makeStore().dispatch(otpApi.endpoints.verifyOtp.initiate({ phone: '9876543210', otp: '000000' }));
    expect(result.error).toMatchObject({ status: 400, code: 'OTP_INVALID', message: `400: ${JSON.stringify(body)}`, body });
  });
});
