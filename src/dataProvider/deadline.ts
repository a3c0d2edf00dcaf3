/**
 * The signal of one request: aborted when the caller aborts (react-query cancels a query it no longer
 * needs) or when `ms` have passed. `expired()` tells the two apart; `clear()` ends the timer.
 */
export function withDeadline(caller: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  const follow = () => controller.abort(caller?.reason);
  if (caller?.aborted) follow();
  else caller?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    expired: () => expired,
    clear: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', follow);
    },
  };
}
