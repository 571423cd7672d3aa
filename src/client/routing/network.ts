interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetching costs data: skip it when the visitor saves data or is on a 2g connection. */
export function canPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g');
}
