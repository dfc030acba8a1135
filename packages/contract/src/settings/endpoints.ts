import { z } from 'zod';
import { defineEndpoints } from '../endpoint/define';
import { apiErrorBody } from '../errorBody';
import { settingsRoutes } from './routes';
import { setting, settingUpdateInput } from './settings';

/** The settings endpoints' schemas, summaries and error answers, under the names of `settingsRoutes`. */
export const settingsEndpoints = defineEndpoints(settingsRoutes, {
  listSettings: {
    summary: 'Every setting as key and value',
    response: z.array(setting),
  },
  // Any key reaches the handler, so an unknown one answers 404 'Setting with key {key} not found'.
  updateSetting: {
    summary: 'Change one setting',
    params: z.object({ key: z.string().max(100) }),
    body: settingUpdateInput,
    response: setting,
    errors: { 404: apiErrorBody },
  },
});
