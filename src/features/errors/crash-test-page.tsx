/**
 * /dev/crash-test: throws while rendering so the error screen and the system-error report can be
 * checked end to end. Reachable only by users with the Developer feature (the Dev menu rule);
 * everyone else is sent to /no-access by the route guard.
 */
export function CrashTestPage(): never {
  throw new Error('Crash test: a render error raised on purpose from /dev/crash-test');
}
