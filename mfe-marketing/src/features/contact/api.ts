import { api, ENDPOINT_OVERRIDE } from '@invest/api';
import type { ContactRequest, ContactResponse } from '@invest/contracts';

/** POST /api/contact (the OTP endpoints are the shared ones of @invest/api). */
export const contactApi = api.injectEndpoints({
  overrideExisting: ENDPOINT_OVERRIDE,
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactResponse, ContactRequest>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
