import { z } from 'zod';

/** The JSON body of every failed API response. */
export const apiErrorBody = z.object({
  message: z.string(),
  errorType: z.string().optional(),
  field: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
