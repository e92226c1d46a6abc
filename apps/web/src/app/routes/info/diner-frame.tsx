import type { ReactNode } from 'react';
import { SiteFooter } from '@/features/home/components/site-footer';
import { SiteHeader } from '../../layout/site-header';
import { useOpenCartElsewhere } from '../../layout/use-open-cart-elsewhere';
import { useDocumentTitle } from './use-document-title';
import styles from './info-frame.module.css';

export interface DinerFrameProps {
  titleKey: string;
  children: ReactNode;
  /** The page starts with its own full-bleed hero under the header. */
  hasHero?: boolean;
}

/** A diner-facing information page: the diner header, the page, the diner footer. */
export function DinerFrame({ titleKey, children, hasHero = false }: DinerFrameProps) {
  const openCart = useOpenCartElsewhere();
  useDocumentTitle(titleKey);
  return (
    <div className={styles.shell}>
      <SiteHeader isOverlay={hasHero} onOpenCart={openCart} />
      <main className={hasHero ? styles.bleed : styles.main}>{children}</main>
      <SiteFooter />
    </div>
  );
}
