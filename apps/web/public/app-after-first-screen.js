// Loads the app on a page whose first HTML carries its first screen, drawn by the server (apps/server,
// modules/seo): after that screen and its hero picture are on screen, so on a slow network the picture and
// the styles do not share the line with the app's code. The server names the entry and the page's chunks.
const boot = document.querySelector('script[data-app-entry]');
const hero = document.querySelector('#root img[fetchpriority="high"]');

const heroShown =
  !hero || hero.complete
    ? Promise.resolve()
    : new Promise((resolve) => {
        hero.addEventListener('load', resolve, { once: true });
        hero.addEventListener('error', resolve, { once: true });
      });

heroShown
  // The next frame has painted the picture; a task after it starts the downloads.
  .then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
  .then(() => {
    if (!boot) {
      return undefined;
    }
    for (const href of (boot.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    return import(boot.dataset.appEntry);
  });
