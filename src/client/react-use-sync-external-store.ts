// React 18 and later have useSyncExternalStore built in; wouter still imports the shim package
// for older Reacts. The site's Vite configuration points that import here so the browser skips the shim.
export { useSyncExternalStore } from 'react';
