import { unzipSync } from 'fflate';

const utf8 = new TextDecoder('utf-8', { fatal: false });

/**
 * The text files of a zip archive (a sources jar) whose names pass `wanted`. fflate reads the
 * central directory, ZIP64 included, so entries are found however the archive was written.
 */
export function readZipTextFiles(archive: Uint8Array, wanted: (name: string) => boolean): Map<string, string> {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(archive, { filter: (file) => !file.name.endsWith('/') && wanted(file.name) });
  } catch (error) {
    throw new Error(`not a zip archive, or a broken one: ${(error as Error).message}.`);
  }
  return new Map(Object.entries(entries).map(([name, data]) => [name, utf8.decode(data)]));
}
