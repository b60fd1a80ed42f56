export { api, ENDPOINT_OVERRIDE, TAG_TYPES, type Api, type ApiTag } from './api.js';
export { createBaseQuery, retryOnce, API_BASE_URL, type ApiBaseQuery, type ApiExtraOptions } from './base-query.js';
export {
  errorMessage,
  hasErrorCode,
  httpErrorMessage,
  isApiError,
  normaliseHttpError,
  parseErrorBody,
  serverMessage,
  toApiError,
  type ApiError,
} from './api-error.js';
export { sessionApi, useGetSessionQuery, useLogoutMutation } from './session-api.js';
export { otpApi, useGenerateOtpMutation, useVerifyOtpMutation } from './otp-api.js';
export { investmentsApi, useGetUserInvestmentsQuery } from './investments-api.js';
export { catalogueFiguresApi, useGetCatalogueFiguresQuery, useGetCataloguePlansQuery } from './catalogue-figures-api.js';
