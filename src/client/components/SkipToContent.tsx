export const MAIN_CONTENT_ID = 'main-content';

export function SkipToContent() {
  return (
    <a className="skip-to-content" href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
