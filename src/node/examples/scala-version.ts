/** A set's Scala version decides which mdoc and which compiler artifacts it needs. */
export function isScala3(scalaVersion: string): boolean {
  return scalaVersion.startsWith('3.');
}

/** mdoc's artifact for the Scala version the examples compile with. */
export function mdocArtifact(scalaVersion: string): string {
  return isScala3(scalaVersion) ? 'mdoc_3' : 'mdoc_2.13';
}
