import { mobileField } from '@sme/contract/routes/account-fields';
import { z } from 'zod';

/** The auto-login mobile the client stored for the canteen (spec §3); optional, the session's own when absent. */
export const canteenLoginParams = z.object({
  mobile: z.preprocess((value) => (value === '' || value === null ? undefined : value), mobileField.optional()),
});

/** The canteen's session token travels in its own header, never in the portal's Authorization. */
export const CANTEEN_TOKEN_HEADER = 'x-canteen-token';
