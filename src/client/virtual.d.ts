declare module 'virtual:effectie/home' {
  import type { HomePageData } from '../shared/home-page';
  const home: HomePageData;
  export default home;
}
