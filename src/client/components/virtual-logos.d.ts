declare module 'virtual:effectie/logos' {
  import type { InlineLogos } from '../../shared/inline-logo';
  const logos: InlineLogos;
  export default logos;
}
