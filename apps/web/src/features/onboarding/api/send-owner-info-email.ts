import { apiClient } from '@/lib/api-client';

export interface OwnerInfo {
  restaurantInfoId: number;
  email: string;
  firstName: string;
  lastName: string;
  website: string;
  storeHours: string;
  businessType: string;
  locations: string;
  /** The HTML summary the team reads. */
  body: string;
  files: readonly File[];
  /** Files sent on an earlier visit that stay with the menu. */
  keepUploadIds: readonly number[];
}

/** POST /sendOwnerInfoEmail (multipart): the menu files and the summary to the team; step 1 saved. */
export function sendOwnerInfoEmail(info: OwnerInfo, accessToken: string) {
  const body = new FormData();
  for (const file of info.files) {
    body.append('file', file, file.name);
  }
  body.set('body', info.body);
  body.set('email', info.email);
  body.set('firstName', info.firstName);
  body.set('lastName', info.lastName);
  body.set('restaurantInfoId', String(info.restaurantInfoId));
  body.set('website', info.website);
  body.set('storeHours', info.storeHours);
  body.set('businessType', info.businessType);
  body.set('locations', info.locations);
  body.set('keepUploadIds', info.keepUploadIds.join(','));
  return apiClient.post<{ status: number }>('/sendOwnerInfoEmail', { multipart: body, accessToken });
}
