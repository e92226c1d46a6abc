export const categoryAnchorId = (categoryId: number) => `menu-category-${categoryId}`;

/** Scrolls a category's section into view below the sticky bars and moves focus to its heading. */
export function scrollToCategory(categoryId: number): void {
  const section = document.getElementById(categoryAnchorId(categoryId));
  if (!section) {
    return;
  }
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  const heading = section.querySelector('h2');
  heading?.setAttribute('tabindex', '-1');
  heading?.focus({ preventScroll: true });
}
