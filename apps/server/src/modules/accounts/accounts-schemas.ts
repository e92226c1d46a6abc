import { idParam } from '@/lib/id-param.js';
import { z } from 'zod';
import { userInfosSchema, wireText } from '@orderlane/domain';
import { jsonField } from '@/lib/json-field.js';

// Messages complete the error handler's 'The field "x" is invalid: ...' sentence.
const typedText = () =>
  z.string({ error: (issue) => (issue.input === undefined ? 'it is required' : 'it must be text') });
const requiredText = (max: number) =>
  typedText().trim().min(1, 'it is required').max(max, `it must be at most ${max} characters`);
const password = typedText().min(1, 'it is required').max(200, 'it must be at most 200 characters');
const email = requiredText(254);
const userId = idParam.optional();
const accessToken = wireText(200).optional();
const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

export const signUpSchema = z.object({
  email,
  firstName: requiredText(50),
  lastName: requiredText(50),
  password,
  phoneNumber: requiredText(20),
  reference: wireText(1000).optional(),
});

export const logInSchema = z.object({ email, password });

export const sessionSchema = z.object({ userId, accessToken });

export const updateUserSchema = z.object({
  userId,
  accessToken,
  email: email.optional(),
  /** Needed only when `email` is a new address. */
  currentPassword: password.optional(),
  optIn: formBoolean.optional(),
  userInfos: jsonField(userInfosSchema.min(1, 'it must hold at least one entry')).optional(),
});

export const changePasswordSchema = z.object({
  userId,
  accessToken,
  newPassword: password,
  oldPassword: password,
});

export const resetRequestSchema = z.object({ email });

export const resetTokenSchema = z.object({ email, token: requiredText(200) });

export const resetPasswordSchema = z.object({ email, token: requiredText(200), newPassword: password });

export const verifyEmailSchema = z.object({ token: requiredText(200) });
