import { buildPath, routes } from '@telehealth/contract';

/** The address of a campaign's submissions as CSV, for a download link (the browser sends the session cookie). */
export function campaignSubmissionsCsvUrl(id: number): string {
  return buildPath(routes.exportCampaignSubmissions.path, { id });
}
