/**
 * What a page's first HTML carries besides the shell: the contract between the web-app plugin, which serves
 * every page, and the module that describes pages (modules/seo), which decorates the app with `renderPageHead`.
 * It lives here, below the modules, so the plugin never reaches up into one.
 */
export interface PageHead {
  html: string;
  found: boolean;
  rootHtml?: string;
  /** The head only adds hints: the shell's own title and description stay. */
  keepsShellTitle?: true;
  /** The page is drawn for diners reading English only: caches must key it by Accept-Language. */
  variesByLanguage?: true;
  /** The page is drawn from the diner's cookies (the checkout): caches must key it by Cookie. */
  variesByCookie?: true;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Head tags for a page path the server can describe (store pages: title, data, drawn first screen as
     * `rootHtml`) or hint (the first pages of FIRST_PAGE_MODULES: their lazy modules); null for the other paths.
     * The same object again for the same page while its answers and the minute hold, so a caller may keep what
     * it derives from it (the page's bytes) per object.
     */
    renderPageHead: (
      pathname: string,
      query: URLSearchParams,
      acceptLanguage?: string,
      cookieHeader?: string,
    ) => Promise<PageHead | null>;
  }
}
