import { z } from 'zod';
import { defineEndpoints, fileBytes, idParams } from '../endpoint/define';
import { apiErrorBody } from '../errorBody';
import { messageResponse } from '../responses';
import {
  adminCampaign,
  campaign,
  campaignActiveInput,
  campaignInput,
  campaignSubmission,
  campaignSubmitInput,
  campaignUnsubscribeQuery,
} from './campaigns';
import { campaignRoutes } from './routes';

/** The campaigns endpoints' schemas, summaries and error answers, under the names of `campaignRoutes`. */
export const campaignEndpoints = defineEndpoints(campaignRoutes, {
  activeCampaigns: {
    summary: 'The popups a visitor may be shown',
    response: z.array(campaign),
  },
  submitCampaignEmail: {
    summary: "A visitor's email from a popup; 409 when already subscribed",
    body: campaignSubmitInput,
    response: messageResponse,
    errors: { 404: apiErrorBody, 409: apiErrorBody, 429: apiErrorBody },
  },
  unsubscribeCampaign: {
    summary: 'The unsubscribe link of every campaign email: no sign-in, honoured at once',
    query: campaignUnsubscribeQuery,
    response: messageResponse,
    errors: { 404: apiErrorBody },
  },
  listCampaigns: {
    summary: 'Every campaign with its submissions count',
    response: z.array(adminCampaign),
  },
  createCampaign: {
    summary: 'Create a campaign; the template is sanitised, prescription-only medicines refused',
    body: campaignInput,
    response: adminCampaign,
    errors: { 404: apiErrorBody },
  },
  updateCampaign: {
    summary: 'Edit a campaign',
    params: idParams,
    body: campaignInput,
    response: adminCampaign,
  },
  setCampaignActive: {
    summary: 'Activate or deactivate a campaign',
    params: idParams,
    body: campaignActiveInput,
    response: adminCampaign,
  },
  listCampaignSubmissions: {
    summary: "A campaign's submissions, newest first",
    params: idParams,
    response: z.array(campaignSubmission),
  },
  exportCampaignSubmissions: {
    summary: "A campaign's submissions as CSV",
    params: idParams,
    response: fileBytes,
  },
});
