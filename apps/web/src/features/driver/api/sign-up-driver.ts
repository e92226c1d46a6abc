import { DRIVER_SIGN_UP_MESSAGES, type DriverSignUpForm, type DriverSignUpStatus } from '@orderlane/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';

/** The first status of the answer, as the page reads it; 'RATE_LIMITED' and 'OTHER' are the page's own. */
export type DriverSignUpOutcome = DriverSignUpStatus | 'RATE_LIMITED' | 'OTHER';

const statusByMessage = new Map<string, DriverSignUpStatus>(
  Object.entries(DRIVER_SIGN_UP_MESSAGES).map(([status, message]) => [message, status as DriverSignUpStatus]),
);

/** POST /signupDriver: a refusal carries the first status's sentence, from which its status is read back. */
export async function signUpDriver(form: DriverSignUpForm): Promise<DriverSignUpOutcome> {
  try {
    const answer = await apiClient.post<{ status?: unknown }>('/signupDriver', {
      form: { ...form },
      accessToken: null,
    });
    const [first] = Array.isArray(answer.status) ? answer.status : [];
    return first === 'DRIVER_SIGN_UP_SUCCESSFUL' ? first : 'OTHER';
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      return 'RATE_LIMITED';
    }
    if (error instanceof ApiError) {
      return statusByMessage.get(error.message) ?? 'OTHER';
    }
    throw error;
  }
}

export const useSignUpDriver = () => useMutation({ mutationFn: signUpDriver });
