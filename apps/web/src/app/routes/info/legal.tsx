import { LegalDocument } from '@/features/legal/components/legal-document';
import { DinerFrame } from './diner-frame';

/** /privacy: the privacy policy, fourteen sections. */
export function PrivacyRoute() {
  return (
    <DinerFrame titleKey="legal.privacy.documentTitle">
      <LegalDocument document="privacy" />
    </DinerFrame>
  );
}

/** /useofterm: the terms of use. */
export function TermsRoute() {
  return (
    <DinerFrame titleKey="legal.terms.documentTitle">
      <LegalDocument document="terms" />
    </DinerFrame>
  );
}
