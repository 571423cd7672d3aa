import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * The files a cut changes, each one recorded before it changes, so that a failure anywhere
 * puts back exactly what was there: nothing is left half-written.
 */
export class Changes {
  private readonly undo: Array<() => Promise<void>> = [];

  private constructor(
    private readonly projectRoot: string,
    /** Holds what a cut moves into place and what it replaces, inside the project so renames stay on one disk. */
    readonly workDir: string,
  ) {}

  static async start(projectRoot: string): Promise<Changes> {
    await mkdir(join(projectRoot, '.cache'), { recursive: true });
    return new Changes(projectRoot, await mkdtemp(join(projectRoot, '.cache/version-cut-')));
  }

  /** Moves a folder written under workDir to `target` (relative to the project), which must not exist. */
  async moveIntoPlace(staged: string, target: string): Promise<void> {
    const destination = join(this.projectRoot, target);
    await mkdir(dirname(destination), { recursive: true });
    await rename(staged, destination);
    this.undo.push(() => rm(destination, { recursive: true, force: true }));
  }

  /** Writes a file beside its target and renames it over it; undoing writes back the old text. */
  async replaceFile(target: string, text: string): Promise<void> {
    const destination = join(this.projectRoot, target);
    const before = await readFile(destination, 'utf8');
    await writeFile(`${destination}.tmp`, text);
    await rename(`${destination}.tmp`, destination);
    this.undo.push(() => writeFile(destination, before));
  }

  /** Keeps a copy of a folder that later steps rewrite in place; undoing puts the copy back. */
  async preserve(folder: string): Promise<void> {
    const original = join(this.projectRoot, folder);
    const copy = join(this.workDir, 'preserved', folder);
    const existed = await cp(original, copy, { recursive: true, errorOnExist: true }).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return false;
        throw error;
      },
    );
    this.undo.push(async () => {
      await rm(original, { recursive: true, force: true });
      if (existed) await rename(copy, original);
    });
  }

  /** Puts back everything in reverse order, then forgets the work folder. */
  async rollBack(): Promise<void> {
    for (const step of this.undo.reverse()) await step();
    this.undo.length = 0;
    await this.finish();
  }

  async finish(): Promise<void> {
    await rm(this.workDir, { recursive: true, force: true });
  }
}
