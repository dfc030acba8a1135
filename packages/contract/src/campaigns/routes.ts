import type { Route } from '../endpoint/route';

/** The campaigns endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
export const campaignRoutes = {
  activeCampaigns: {
    method: 'GET',
    path: '/api/campaigns/active',
    access: 'public',
    tag: 'campaigns',
  },
  submitCampaignEmail: {
    method: 'POST',
    path: '/api/campaigns/submit-email',
    access: 'public',
    tag: 'campaigns',
  },
  unsubscribeCampaign: {
    method: 'GET',
    path: '/api/campaigns/unsubscribe',
    access: 'public',
    tag: 'campaigns',
  },
  listCampaigns: {
    method: 'GET',
    path: '/api/admin/campaigns',
    access: 'admin',
    tag: 'campaigns',
  },
  createCampaign: {
    method: 'POST',
    path: '/api/admin/campaigns',
    access: 'admin',
    tag: 'campaigns',
    status: 201,
    invalidates: ['listCampaigns', 'activeCampaigns'],
  },
  updateCampaign: {
    method: 'PUT',
    path: '/api/admin/campaigns/:id',
    access: 'admin',
    tag: 'campaigns',
    invalidates: ['listCampaigns', 'activeCampaigns'],
  },
  setCampaignActive: {
    method: 'PATCH',
    path: '/api/admin/campaigns/:id/active',
    access: 'admin',
    tag: 'campaigns',
    invalidates: ['listCampaigns', 'activeCampaigns'],
  },
  listCampaignSubmissions: {
    method: 'GET',
    path: '/api/admin/campaigns/:id/submissions',
    access: 'admin',
    tag: 'campaigns',
  },
  exportCampaignSubmissions: {
    method: 'GET',
    path: '/api/admin/campaigns/:id/submissions.csv',
    access: 'admin',
    tag: 'campaigns',
    responseFormat: 'file',
    fileTypes: ['text/csv'],
  },
} as const satisfies Record<string, Route>;
