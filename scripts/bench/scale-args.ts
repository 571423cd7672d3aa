/** The sizes `npm run bench -- --scale` grows the site to when none are given. */
const DEFAULT_SCALE = [12, 42, 100] as const;

/** An option of `--scale` that cannot be used. */
export class ScaleOptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScaleOptionError';
  }
}

/**
 * The command line with a bare `--scale` (last, or followed by another option) given the default
 * sizes, so that node's parseArgs, which wants a value for a string option, takes it as one.
 */
export function withScaleDefault(args: readonly string[]): string[] {
  return args.map((arg, index) =>
    arg === '--scale' && (index === args.length - 1 || args[index + 1]!.startsWith('-'))
      ? `--scale=${DEFAULT_SCALE.join(',')}`
      : arg,
  );
}

/**
 * The numbers of pages of `--scale --pages 500,2000,5000`, smallest first: how many plain pages the
 * copy's current version gains, measured after the site as it is.
 */
export function pageSizes(value: string): number[] {
  const sizes = value.split(',').map((part) => {
    const size = part.trim();
    if (!/^\d+$/.test(size) || Number(size) === 0)
      throw new ScaleOptionError(
        `--pages "${value}": "${size}" is not a number of pages; give whole numbers above 0 separated by commas, such as --pages 500,2000,5000.`,
      );
    return Number(size);
  });
  return [...new Set(sizes)].sort((a, b) => a - b);
}

/**
 * The axis `npm run bench -- --scale` grows: versions (`--scale 12,42,100`), or pages of the
 * current version (`--scale --pages 500,2000`), which takes a bare `--scale`.
 */
export function scaleAxis(
  args: readonly string[],
  pages: string | undefined,
): { axis: 'versions' } | { axis: 'pages'; value: string } {
  if (pages === undefined) return { axis: 'versions' };
  const index = args.findIndex((arg) => arg === '--scale' || arg.startsWith('--scale='));
  const bare =
    index !== -1 && args[index] === '--scale' && (index === args.length - 1 || args[index + 1]!.startsWith('-'));
  if (!bare)
    throw new ScaleOptionError(
      `--pages "${pages}": it grows the pages of one version, so it goes with a bare --scale, such as --scale --pages 500,2000,5000.`,
    );
  return { axis: 'pages', value: pages };
}

/**
 * The numbers of versions of `--scale 12,42,100`, smallest first: the copy only grows, so each
 * size is measured after the one before it. Each must be more than the `existing` versions of
 * site.yaml, which are measured first as the baseline.
 */
export function scaleSizes(value: string, existing: number): number[] {
  const sizes = value.split(',').map((part) => {
    const size = part.trim();
    if (!/^\d+$/.test(size))
      throw new ScaleOptionError(
        `--scale "${value}": "${size}" is not a number of versions; give whole numbers separated by commas, such as --scale 12,42,100.`,
      );
    if (Number(size) <= existing)
      throw new ScaleOptionError(
        `--scale "${value}": the site has ${existing} versions already, and is measured as it is first; give sizes above ${existing}.`,
      );
    return Number(size);
  });
  return [...new Set(sizes)].sort((a, b) => a - b);
}
