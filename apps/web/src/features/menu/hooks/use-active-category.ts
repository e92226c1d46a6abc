import { useCallback, useEffect, useRef, useState } from 'react';
import { categoryAnchorId } from '../utils/category-anchor';

// A jump scrolls smoothly past other sections; their passing must not take the highlight away.
const JUMP_SETTLE_MS = 1200;

/**
 * The category whose section is at the top of the viewport, for highlighting its chip; `jumpTo`
 * marks a category the diner picked (it stays current while the page scrolls to it).
 */
export function useActiveCategory(categoryIds: readonly number[]): [number | null, (id: number) => void] {
  const [activeId, setActiveId] = useState<number | null>(categoryIds[0] ?? null);
  const lockedUntil = useRef(0);
  const key = categoryIds.join(',');
  const jumpTo = useCallback((id: number) => {
    lockedUntil.current = Date.now() + JUMP_SETTLE_MS;
    setActiveId(id);
  }, []);

  useEffect(() => {
    const ids = key === '' ? [] : key.split(',').map(Number);
    if (ids.length === 0 || typeof IntersectionObserver === 'undefined') {
      return undefined;
    }
    const visible = new Map<number, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          visible.set(Number(entry.target.getAttribute('data-category-id')), entry.isIntersecting);
        }
        const first = ids.find((id) => visible.get(id));
        if (first !== undefined && Date.now() > lockedUntil.current) {
          setActiveId(first);
        }
      },
      // A band just under the sticky bars decides which section is current.
      { rootMargin: '-128px 0px -55% 0px' },
    );
    for (const id of ids) {
      const section = document.getElementById(categoryAnchorId(id));
      if (section) {
        section.setAttribute('data-category-id', String(id));
        observer.observe(section);
      }
    }
    return () => observer.disconnect();
  }, [key]);

  return [activeId, jumpTo];
}
