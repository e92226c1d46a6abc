import type { ReactNode } from 'react';
import { MarketingFooter } from '@/components/layout/marketing-footer';
import { MarketingHeader } from '@/components/layout/marketing-header';
import { useDocumentTitle } from './use-document-title';
import styles from './info-frame.module.css';

export interface MarketingFrameProps {
  titleKey: string;
  children: ReactNode;
  /** The page starts with its own full-bleed dark hero under the header. */
  hasHero?: boolean;
}

/** A merchant-facing or support page: the marketing header, the page, the marketing footer. */
export function MarketingFrame({ titleKey, children, hasHero = false }: MarketingFrameProps) {
  useDocumentTitle(titleKey);
  return (
    <div className={styles.shell}>
      <MarketingHeader isOverlay={hasHero} />
      <main className={hasHero ? styles.bleed : styles.main}>{children}</main>
      <MarketingFooter />
    </div>
  );
}
