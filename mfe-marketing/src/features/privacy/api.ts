import { api, ENDPOINT_OVERRIDE } from '@invest/api';
import type { AgreementState, ConsentState, ConsentType, PrivacyEventView, PrivacyRequestCreate, PrivacyRequestView } from '@invest/contracts';

/** Download URL of the signed-in user's data (a plain link: the browser saves the JSON attachment). */
export const PRIVACY_EXPORT_URL = '/api/privacy/export';

/**
 * The signed-in user's privacy data. Queries take the user id as their argument so that a sign-in as
 * someone else fetches afresh (the server itself answers only for the session's user).
 */
export const privacyApi = api.injectEndpoints({
  overrideExisting: ENDPOINT_OVERRIDE,
  endpoints: (build) => ({
    getPrivacyRequests: build.query<PrivacyRequestView[], string>({
      query: () => '/privacy/requests',
      providesTags: [{ type: 'Privacy', id: 'requests' }],
    }),
    createPrivacyRequest: build.mutation<PrivacyRequestView, PrivacyRequestCreate>({
      query: (body) => ({ url: '/privacy/requests', method: 'POST', body }),
      invalidatesTags: [
        { type: 'Privacy', id: 'requests' },
        { type: 'Privacy', id: 'events' },
      ],
    }),
    getConsents: build.query<ConsentState[], string>({
      query: () => '/privacy/consents',
      providesTags: [{ type: 'Privacy', id: 'consents' }],
    }),
    setConsent: build.mutation<ConsentState, { type: ConsentType; granted: boolean }>({
      query: ({ type, granted }) => ({ url: `/privacy/consents/${type}`, method: 'PUT', body: { granted } }),
      invalidatesTags: [
        { type: 'Privacy', id: 'consents' },
        { type: 'Privacy', id: 'events' },
      ],
    }),
    /** The Aadhaar e-KYC consent and the acceptance of the terms, given in the KYC and payment steps. */
    getAgreements: build.query<AgreementState[], string>({
      query: () => '/privacy/agreements',
      providesTags: [{ type: 'Privacy', id: 'agreements' }],
    }),
    getPrivacyEvents: build.query<PrivacyEventView[], string>({
      query: () => '/privacy/events',
      providesTags: [{ type: 'Privacy', id: 'events' }],
    }),
  }),
});

export const {
  useGetPrivacyRequestsQuery,
  useCreatePrivacyRequestMutation,
  useGetConsentsQuery,
  useSetConsentMutation,
  useGetAgreementsQuery,
  useGetPrivacyEventsQuery,
} = privacyApi;
