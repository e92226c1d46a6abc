import { detectCardBrand, maskCardNumber } from '@orderlane/domain';
import { firstMessage, type AnetCall } from './authorizenet-client.js';
import { billTo, creditCard, refusal } from './authorizenet-fields.js';
import type { CreatePaymentProfileRequest, PaymentGateway, SavedCard } from './payment-gateway.js';

const DUPLICATE_RECORD = 'E00039';
const RECORD_NOT_FOUND = 'E00040';

/** Customer profiles (CIM): a saved card is a customer payment profile under the diner's customer profile. */
export function createProfileCalls(
  call: AnetCall,
): Pick<PaymentGateway, 'createPaymentProfile' | 'deletePaymentProfile'> {
  return {
    async createPaymentProfile(request: CreatePaymentProfileRequest): Promise<SavedCard> {
      const paymentProfile = { billTo: billTo(request.card), payment: creditCard(request.card) };
      const saved = (customerProfileId: string, customerPaymentProfileId: string): SavedCard => ({
        customerProfileId,
        customerPaymentProfileId,
        cardType: detectCardBrand(request.card.cardnumber),
        maskedNumber: maskCardNumber(request.card.cardnumber),
      });
      const addToProfile = async (customerProfileId: string) => {
        const response = await call('createCustomerPaymentProfileRequest', {
          customerProfileId,
          paymentProfile: { ...paymentProfile, defaultPaymentProfile: false },
          validationMode: 'liveMode',
        });
        // The same card saved twice: the gateway answers the existing payment profile.
        if (
          response.messages.resultCode !== 'Ok' &&
          !(firstMessage(response).code === DUPLICATE_RECORD && response.customerPaymentProfileId)
        ) {
          refusal(response);
        }
        return saved(customerProfileId, response.customerPaymentProfileId ?? '');
      };
      if (request.customerProfileId) {
        return addToProfile(request.customerProfileId);
      }
      const response = await call('createCustomerProfileRequest', {
        profile: {
          merchantCustomerId: String(request.customer.userId),
          ...(request.customer.email ? { email: request.customer.email } : {}),
          paymentProfiles: { customerType: 'individual', ...paymentProfile },
        },
        validationMode: 'liveMode',
      });
      const { code, text } = firstMessage(response);
      if (
        response.messages.resultCode === 'Ok' &&
        response.customerProfileId &&
        response.customerPaymentProfileIdList?.[0]
      ) {
        return saved(response.customerProfileId, response.customerPaymentProfileIdList[0]);
      }
      // 'A duplicate record with ID 39223 already exists.': the diner has a profile from an earlier card.
      const existingId = code === DUPLICATE_RECORD ? /ID (\d+)/.exec(text)?.[1] : undefined;
      if (existingId) {
        return addToProfile(existingId);
      }
      return refusal(response);
    },

    async deletePaymentProfile({ customerProfileId, customerPaymentProfileId }) {
      const response = await call('deleteCustomerPaymentProfileRequest', {
        customerProfileId,
        customerPaymentProfileId,
      });
      if (response.messages.resultCode !== 'Ok' && firstMessage(response).code !== RECORD_NOT_FOUND) {
        refusal(response);
      }
    },
  };
}
