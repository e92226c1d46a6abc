import { z } from 'zod';
import { idParam } from '@/lib/id-param.js';

export const invitationParamsSchema = z.object({ storeId: idParam, invitationId: idParam });

// The invitation link's token, sent in the body: never in an address, where logs would keep it.
export const invitationTokenSchema = z.object({
  token: z
    .string({ error: 'the link is incomplete' })
    .trim()
    .min(1, 'the link is incomplete')
    .max(200, 'the link is not one of ours'),
});
