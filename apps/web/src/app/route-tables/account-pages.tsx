import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

/** Sign-in, checkout, order and account pages (issue 7), each loaded on first visit. */
export const accountPages: Record<string, RouteObject> = {
  [paths.auth.path]: {
    lazy: () => import('../routes/auth').then((module) => ({ Component: module.AuthRoute })),
  },
  [paths.checkout.path]: {
    lazy: () => import('../routes/checkout').then((module) => ({ Component: module.CheckoutRoute })),
  },
  [paths.orderSuccess.path]: {
    lazy: () => import('../routes/order-success').then((module) => ({ Component: module.OrderSuccessRoute })),
  },
  [paths.orderHistory.path]: {
    lazy: () => import('../routes/order-history').then((module) => ({ Component: module.OrderHistoryRoute })),
  },
  [paths.account.path]: {
    lazy: () => import('../routes/account').then((module) => ({ Component: module.AccountRoute })),
  },
  [paths.changePassword.path]: {
    lazy: () =>
      import('../routes/change-password').then((module) => ({ Component: module.ChangePasswordRoute })),
  },
  [paths.forgotPassword.path]: {
    lazy: () =>
      import('../routes/forgot-password').then((module) => ({ Component: module.ForgotPasswordRoute })),
  },
  [paths.forgotPasswordEmailSent.path]: {
    lazy: () =>
      import('../routes/forgot-password-email-sent').then((module) => ({
        Component: module.ForgotPasswordEmailSentRoute,
      })),
  },
  [paths.resetPassword.path]: {
    lazy: () =>
      import('../routes/reset-password').then((module) => ({ Component: module.ResetPasswordRoute })),
  },
  [paths.passwordResetSuccessfully.path]: {
    lazy: () =>
      import('../routes/password-reset-successfully').then((module) => ({
        Component: module.PasswordResetSuccessfullyRoute,
      })),
  },
};
