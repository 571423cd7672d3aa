import { isMissing, noteFolderRead } from './read-record';
import { listFiles, listFolder } from './list-files';

/**
 * Every file under a folder of the site, as listFiles gives them, noted for the producer running
 * (recordReads): a file added or removed anywhere under it changes what it reads.
 */
export async function listSourceFiles(dir: string): Promise<string[]> {
  try {
    const files = await listFiles(dir);
    noteFolderRead(dir, files, { tree: true });
    return files;
  } catch (error) {
    if (isMissing(error)) noteFolderRead(dir, null, { tree: true });
    throw error;
  }
}

/** The names in a folder of the site, as listFolder gives them, noted for the producer running. */
export async function listSourceFolder(dir: string): Promise<string[]> {
  try {
    const names = await listFolder(dir);
    noteFolderRead(dir, names, { tree: false });
    return names;
  } catch (error) {
    if (isMissing(error)) noteFolderRead(dir, null, { tree: false });
    throw error;
  }
}
