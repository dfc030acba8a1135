export {
  createServerAddressProvider,
  type ServerAddressProvider,
  useAddressProvider,
} from './address';
// ---- admin management
export * from './admin-people';
export * from './admin-reports';
export {
  publicArticleAnswer,
  publicArticlesAnswer,
  usePublicArticle,
  usePublicArticles,
  useUploadArticleCover,
} from './articles';
export {
  type UseUserResult,
  useLogin,
  useLogout,
  useMfaEnrolmentConfirm,
  useMfaVerify,
  useRegister,
  userKey,
  useUser,
} from './auth';
export {
  createRetainingCache,
  isRetainingCache,
  type RetainingCache,
  retainWhileMounted,
} from './cache';
export { campaignSubmissionsCsvUrl } from './campaigns';
export {
  ApiBoundary,
  type ApiClient,
  ApiProvider,
  type ApiProviderProps,
  type ApiRequester,
  createApiClient,
  getQueryFn,
  hasSessionHint,
  type QueryFnOptions,
  readEmbeddedAnswers,
  useApiClient,
  useMayHaveSession,
} from './client';
export {
  EMBEDDED_ANSWERS_ID,
  embeddedAnswersScript,
  type InitialAnswers,
  InitialAnswersContext,
} from './clientContext';
export { type ContactFormSubmission, contactFormData, useSubmitContactForm } from './contact';
export { type Api, api, type DomainName, type MutationHooks, type QueryHooks } from './contract-hooks';
export { type EmailTemplateStatus, useToggleEmailTemplateStatus } from './email-templates';
export { type AnswerSource, answerFor } from './endpoint';
export { ApiError, type ApiErrorDetails, errorMessage, isApiError, requestMessages } from './errors';
export { useUnreadCount } from './messages';
export {
  createMockClient,
  type MockAnswer,
  MockApiProvider,
  type MockApiProviderProps,
  type MockClientOptions,
  type MockFailure,
  type MockHandler,
  type MockRequest,
  type MockResponses,
  mockFailure,
} from './mock';
export {
  type ApiMutationOptions,
  isKeyFor,
  useApiMutation,
} from './mutation';
// ---- patient dashboard and profile
export { myDataExportUrl, prescriptionPdfUrl, useChangePassword } from './patient';
// ---- checkout and payments
export { paymentInvoiceUrl } from './payments';
// ---- the practitioner area
export { useReviewDetail } from './practitioner';
export { usePreviewPrescriptionTemplatePdf } from './prescription-templates';
export { KEEP_UNUSED_MS, type PresetName, presets, sessionPreset } from './presets';
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
export {
  requireSetting,
  type SettingEntries,
  saveSettingsSequentially,
  useSaveSettings,
} from './settings';
