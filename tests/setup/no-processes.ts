import { afterAll, afterEach, vi } from 'vitest';
import { checkNoProcessStarted } from './process-guard';

// The unit tier runs in seconds because it starts nothing: no JVM, no build, no git, no Node of
// its own. A test that needs a process fails here and belongs to the integration project, even
// when the code under test catches the refusal.
vi.mock('node:child_process', async () => (await import('./process-guard')).refusingChildProcess());
vi.mock('child_process', async () => (await import('./process-guard')).refusingChildProcess());
afterEach(checkNoProcessStarted);
afterAll(checkNoProcessStarted);
