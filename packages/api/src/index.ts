export { type UseUserResult, useLogin, useLogout, useRegister, userKey, useUser } from './auth';
export {
  type ApiClient,
  ApiProvider,
  type ApiProviderProps,
  type ApiRequester,
  createApiClient,
  getQueryFn,
  type QueryFnOptions,
  useApiClient,
} from './client';
export { ApiError, isApiError, requestMessages } from './errors';
export {
  createMockClient,
  type MockAnswer,
  MockApiProvider,
  type MockApiProviderProps,
  type MockFailure,
  type MockResponses,
  mockFailure,
} from './mock';
export { type PresetName, presets, sessionPreset } from './presets';
export { type QueryKey, urlFromQueryKey } from './queryKey';
export {
  apiPath,
  apiRequest,
  type Fetch,
  type HttpMethod,
  httpMethods,
  type RequestOptions,
  type UnauthorizedBehavior,
  withQuery,
} from './request';
export { useAdminSummary, useContentWriterSummary, usePractitionerSummary } from './summaries';
