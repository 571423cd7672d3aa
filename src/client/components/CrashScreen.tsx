import type { ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { errorMessages } from './error-chain';

export function CrashScreen({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  const [message, ...causes] = errorMessages(error);
  return (
    <div className="error-box" role="alert">
      <h1>This page crashed.</h1>
      <button type="button" className="button button-primary" onClick={tryAgain}>
        Try again
      </button>
      <div className="error-messages">
        <p className="error-message">{message}</p>
        {causes.map((cause, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the causes of one error, in order; they never reorder.
          <p key={index} className="error-message">
            <span className="error-cause-label">Cause:</span> {cause}
          </p>
        ))}
      </div>
    </div>
  );
}

const crashScreen = (error: Error, tryAgain: () => void) => <CrashScreen error={error} tryAgain={tryAgain} />;

/** Shows CrashScreen in place of `children` when they throw; a new `resetKey` (another page) renders them afresh. */
export function CrashBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <ErrorBoundary resetKey={resetKey} fallback={crashScreen}>
      {children}
    </ErrorBoundary>
  );
}
