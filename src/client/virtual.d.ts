declare module 'virtual:effectie/home' {
  import type { HomePageData } from '../shared/home-page';
  const home: HomePageData;
  export default home;
}

declare module 'virtual:effectie/fixed-pages' {
  import type { FixedPage } from '../shared/routes/fixed-routes';
  /** The module of each fixed page, from the project root. */
  const modules: Record<FixedPage, string>;
  export default modules;
}

/** The site's own styles (site.yaml's theme and its customCss), after the theme's. */
declare module 'virtual:effectie/site-styles' {}
