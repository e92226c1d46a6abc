import { decodeMerchantInitData, type MerchantLead } from '@orderlane/domain';
import { useParams, useSearchParams } from 'react-router';
import { readSalesReferral } from '../utils/referral-param';

/** /merchantFinish's registration (initData from the path or the query) and referral (query). */
export function useFinishParams(): {
  lead: MerchantLead | null;
  rawReferral: string | null;
  referral: ReturnType<typeof readSalesReferral>;
} {
  const params = useParams();
  const [search] = useSearchParams();
  const lead = decodeMerchantInitData(params.initData ?? search.get('initData'));
  const rawReferral = search.get('referral');
  return { lead, rawReferral, referral: readSalesReferral(rawReferral) };
}
