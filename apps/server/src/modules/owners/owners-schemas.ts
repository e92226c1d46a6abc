import { z } from 'zod';
import { ownerJsonSchema, wireText } from '@orderlane/domain';
import { jsonField } from '@/lib/json-field.js';

// Messages complete the error handler's 'The field "x" is invalid: ...' sentence.
const typedText = () =>
  z.string({ error: (issue) => (issue.input === undefined ? 'it is required' : 'it must be text') });
const requiredText = (max: number) =>
  typedText().trim().min(1, 'it is required').max(max, `it must be at most ${max} characters`);
const password = typedText().min(1, 'it is required').max(200, 'it must be at most 200 characters');
const email = requiredText(254);

export const ownerLogInSchema = z.object({ email, password });

export const ownerSignUpSchema = z.object({
  name: requiredText(100),
  email,
  // The spec sends the e-mail again as the username; the account is known by its e-mail.
  username: wireText(254).optional(),
  password,
  phoneNumber: wireText(20).optional().default(''),
  preferredLanguage: z.enum(['CN', 'EN']).optional().default('EN'),
});

export const saveOwnerSchema = z.object({
  ownerjson: jsonField(ownerJsonSchema),
  preferredLanguage: z.enum(['CN', 'EN']).optional().default('EN'),
});

export const ownerChangePasswordSchema = z.object({ oldPassword: password, newPassword: password });

export const ownerResetRequestSchema = z.object({ email });

export const ownerResetTokenSchema = z.object({ email, token: requiredText(200) });

export const ownerResetPasswordSchema = z.object({ email, token: requiredText(200), newPassword: password });
