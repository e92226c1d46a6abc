import { localizedName } from '@orderlane/domain';
import type { DisplayLocale, MenuCategory } from '@orderlane/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon, ListIcon } from '@/components/ui/icons';
import { IconButton } from '@/components/ui/icon-button';
import { useActiveCategory } from '../hooks/use-active-category';
import { scrollToCategory } from '../utils/category-anchor';
import styles from './category-bar.module.css';

const CategoryPickerDialog = lazy(() =>
  import('./category-picker-dialog').then((module) => ({ default: module.CategoryPickerDialog })),
);

/** The arrows scroll the bar by 250 px. */
const SCROLL_STEP_PX = 250;

export interface CategoryBarProps {
  categories: readonly MenuCategory[];
  locale: DisplayLocale;
}

/** Sticky bar: category chips between left/right arrows, and a list button to jump to any category. */
export function CategoryBar({ categories, locale }: CategoryBarProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const [activeId, markJump] = useActiveCategory(categories.map((category) => category.id));
  const jump = (categoryId: number) => {
    markJump(categoryId);
    scrollToCategory(categoryId);
  };

  const updateEdges = () => {
    const element = scroller.current;
    if (element) {
      const atStart = element.scrollLeft <= 1;
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
      setEdges((shown) => (shown.atStart === atStart && shown.atEnd === atEnd ? shown : { atStart, atEnd }));
    }
  };

  // The edges are read once the browser has laid the bar out (a ResizeObserver's first report, then each change of
  // its width): read in the effect itself, they forced a style and layout pass of the whole page into the task
  // that follows the page's first render on a slow phone.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') {
      return undefined;
    }
    const observer = new ResizeObserver(updateEdges);
    observer.observe(element);
    return () => observer.disconnect();
  }, [categories]);

  // The bar starts scrolled to its first chip: only a later category needs centring (which reads the layout).
  const isFirstActive = useRef(true);
  const firstCategoryId = categories[0]?.id;
  useEffect(() => {
    const wasFirstActive = isFirstActive.current;
    isFirstActive.current = false;
    if (wasFirstActive && activeId === firstCategoryId) {
      return;
    }
    const element = scroller.current;
    const chip = element?.querySelector<HTMLElement>(`[data-chip-id="${activeId}"]`);
    if (element && chip) {
      const target = chip.offsetLeft - element.clientWidth / 2 + chip.clientWidth / 2;
      element.scrollTo({ left: target, behavior: 'smooth' });
    }
  }, [activeId, firstCategoryId]);

  const scrollBy = (direction: 1 | -1) => {
    scroller.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: 'smooth' });
  };

  return (
    <nav className={styles.bar} aria-label={t('menu.categories')}>
      <div className={styles.inner}>
        <IconButton
          label={t('menu.scrollLeft')}
          onClick={() => scrollBy(-1)}
          disabled={edges.atStart}
          className={styles.arrow}
        >
          <ChevronLeftIcon size={20} />
        </IconButton>
        <div ref={scroller} className={styles.chips} onScroll={updateEdges}>
          {categories.map((category) => (
            <a
              key={category.id}
              href={`#menu-category-${category.id}`}
              data-chip-id={category.id}
              aria-current={category.id === activeId ? 'true' : undefined}
              className={category.id === activeId ? `${styles.chip} ${styles.active}` : styles.chip}
              onClick={(event) => {
                event.preventDefault();
                jump(category.id);
              }}
            >
              {localizedName(category, locale)}
            </a>
          ))}
        </div>
        <IconButton
          label={t('menu.scrollRight')}
          onClick={() => scrollBy(1)}
          disabled={edges.atEnd}
          className={styles.arrow}
        >
          <ChevronRightIcon size={20} />
        </IconButton>
        <IconButton
          label={t('menu.allCategories')}
          onClick={() => setIsPickerOpen(true)}
          aria-haspopup="dialog"
        >
          <ListIcon size={20} />
        </IconButton>
      </div>
      {isPickerOpen && (
        <Suspense fallback={null}>
          <CategoryPickerDialog
            categories={categories}
            locale={locale}
            activeId={activeId}
            onClose={() => setIsPickerOpen(false)}
            onPick={(id) => {
              setIsPickerOpen(false);
              // Let the dialog give focus back before moving it to the section.
              window.setTimeout(() => jump(id), 50);
            }}
          />
        </Suspense>
      )}
    </nav>
  );
}
