import { useEffect, useState } from 'react';

/** Past 100 px the header turns white, hides while scrolling down and returns on scrolling up. */
const THRESHOLD_PX = 100;

export function useScrollHeader(): { isScrolled: boolean; isHidden: boolean } {
  const [state, setState] = useState({ isScrolled: false, isHidden: false });
  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        const isScrolled = y > THRESHOLD_PX;
        const isHidden = isScrolled && y > lastY;
        lastY = y;
        setState((current) =>
          current.isScrolled === isScrolled && current.isHidden === isHidden
            ? current
            : { isScrolled, isHidden },
        );
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  useEffect(() => {
    // Sticky bars below the header follow it up and down.
    document.documentElement.style.setProperty(
      '--header-offset',
      state.isHidden ? '0px' : 'var(--header-height)',
    );
  }, [state.isHidden]);
  return state;
}
