import type { FastifyInstance } from "fastify";

export interface ShutdownOptions {
  /**
   * How long to go on serving after /health turns 503, so that the load balancer notices and
   * stops sending before the instance stops listening (default 0: stop at once).
   */
  drainMs?: number;
  /** How long closing may then wait for the requests still in flight (default 10 s). */
  closeTimeoutMs?: number;
  /** Ends the drain early when it settles (e.g. on a second signal). */
  hurry?: Promise<void>;
}

/**
 * Stops the instance without dropping requests:
 * 1. drains for `drainMs`: /health answers 503 and every answer carries `Connection: close`, but
 *    in-flight and arriving requests are served as usual;
 * 2. stops accepting connections, lets in-flight requests finish (a new request on a kept-alive
 *    connection gets 503), closes connections as they go idle;
 * then resolves with the process exit code: 0 after a clean close, 1 if requests were still running `closeTimeoutMs` after closing
 * began.
 */
export async function shutdown(
  app: FastifyInstance,
  reason: string,
  { drainMs = 0, closeTimeoutMs = 10_000, hurry }: ShutdownOptions = {},
): Promise<number> {
  app.draining = true;
  if (drainMs > 0) {
    app.log.info(
      { reason, drainMs },
      "draining: /health answers 503, requests are still served",
    );
    let timer: NodeJS.Timeout | undefined;
    const drained = new Promise((resolve) => {
      timer = setTimeout(resolve, drainMs);
    });
    await (hurry === undefined ? drained : Promise.race([drained, hurry]));
    clearTimeout(timer);
  }
  app.log.info({ reason }, "shutting down: finishing in-flight requests");
  let timer: NodeJS.Timeout | undefined;
  // Node closes the connections that are idle when closing starts; a kept-alive connection whose
  // request finishes later would hold the server open until its keep-alive timeout, so close
  // each one as soon as it goes idle.
  const sweeper = setInterval(() => {
    app.server.closeIdleConnections();
  }, 50);
  sweeper.unref();
  const timedOut = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => {
      resolve("timeout");
    }, closeTimeoutMs);
    timer.unref();
  });
  try {
    const outcome = await Promise.race([
      app.close().then(() => "closed" as const),
      timedOut,
    ]);
    if (outcome === "timeout") {
      app.log.error(
        { closeTimeoutMs },
        "shutdown timed out with requests still in flight",
      );
      return 1;
    }
    app.log.info("shutdown complete");
    return 0;
  } catch (error) {
    app.log.error({ err: error }, "error while shutting down");
    return 1;
  } finally {
    clearTimeout(timer);
    clearInterval(sweeper);
  }
}
