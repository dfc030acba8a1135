import { defineEndpoints } from '../endpoint/define';
import { apiErrorBody } from '../errorBody';
import { testingRoutes } from './routes';
import {
  outboxPage,
  outboxQuery,
  testEmailFailure,
  testEmailInput,
  testEmailResult,
  testSmsInput,
  testSmsResult,
} from './testing';

/** The testing endpoints' schemas, summaries and error answers, under the names of `testingRoutes`. */
export const testingEndpoints = defineEndpoints(testingRoutes, {
  sendTestSms: {
    summary: 'Render an SMS template and send it to a number',
    body: testSmsInput,
    response: testSmsResult,
    errors: { 409: apiErrorBody, 429: apiErrorBody },
  },
  sendTestEmail: {
    summary: 'Render an email template with real records and send it',
    body: testEmailInput,
    response: testEmailResult,
    errors: { 404: apiErrorBody, 409: apiErrorBody, 429: apiErrorBody, 502: testEmailFailure },
  },
  outbox: {
    summary: 'Every email and SMS sent or tried, newest first',
    query: outboxQuery,
    response: outboxPage,
  },
});
