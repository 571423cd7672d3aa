/** Says, on a page its front matter keeps `unlisted`, who can find it. */
export function UnlistedBanner() {
  return (
    <aside className="admonition admonition-warning" role="note">
      <p className="admonition-title">Unlisted page</p>
      <div className="admonition-content">
        <p>
          This page is unlisted. Search engines will not index it, and only readers with a direct link can reach it.
        </p>
      </div>
    </aside>
  );
}
