import { newContactRecord } from '@orderlane/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /secure/api/orderlane/saveContact: the contact record with the sales defaults, as `contactjson`. */
export async function saveContact(phones: { cellPhone: string; businessPhone: string }): Promise<void> {
  await apiClient.post('/secure/api/orderlane/saveContact', {
    form: { contactjson: newContactRecord(phones) },
    accessToken: null,
  });
}

export const useSaveContact = () => useMutation({ mutationFn: saveContact });
