import {
  driverSignUpStatuses,
  normalizeDriverPhone,
  type DriverSignUpForm,
  type DriverSignUpStatus,
} from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import { hashPassword } from '@/lib/password-hash.js';
import { enforceAttemptLimit, type AttemptLimits } from '@/plugins/attempt-limits.js';
import { findDriversByPhoneOrEmail, insertDriver } from './drivers-repository.js';

const SIGN_UPS_PER_IP = { max: 10, windowMs: 60 * 60 * 1000 };

export interface DriversServiceDeps {
  db: Db;
  attemptLimits: AttemptLimits;
  passwordHashCost: number;
}

export function createDriversService({ db, attemptLimits, passwordHashCost }: DriversServiceDeps) {
  async function takenStatuses(driver: {
    phoneNumber: string;
    email: string;
  }): Promise<DriverSignUpStatus[]> {
    const existing = await findDriversByPhoneOrEmail(db, driver);
    const statuses: DriverSignUpStatus[] = [];
    if (existing.some((row) => row.phoneNumber === driver.phoneNumber)) {
      statuses.push('DRIVER_EXISTS_WITH_PHONE_NUMBER');
    }
    if (existing.some((row) => row.email === driver.email)) {
      statuses.push('DRIVER_EXISTS_WITH_EMAIL');
    }
    return statuses;
  }

  return {
    /** The spec's status list: the failing checks in form order, or DRIVER_SIGN_UP_SUCCESSFUL alone. */
    async signUp(form: DriverSignUpForm, { ip }: { ip: string }): Promise<DriverSignUpStatus[]> {
      await enforceAttemptLimit(attemptLimits, attemptLimits.ipKey('driver-signup', ip), SIGN_UPS_PER_IP);
      const invalid = driverSignUpStatuses(form);
      const phoneNumber = normalizeDriverPhone(form.phoneNumber);
      if (invalid.length > 0 || phoneNumber === null) {
        return invalid.length > 0 ? invalid : ['PHONE_NUMBER_INVALID'];
      }
      const driver = {
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        phoneNumber,
        email: form.email.trim().toLowerCase(),
        zipCode: form.zipCode.trim(),
      };
      const taken = await takenStatuses(driver);
      if (taken.length > 0) {
        return taken;
      }
      const passwordHash = await hashPassword(form.password, { cost: passwordHashCost });
      const driverId = await insertDriver(db, { ...driver, passwordHash });
      // A sign-up that lost a race with the same phone or e-mail reads as the existing driver.
      return driverId === null ? await takenStatuses(driver) : ['DRIVER_SIGN_UP_SUCCESSFUL'];
    },
  };
}

export type DriversService = ReturnType<typeof createDriversService>;
