import type { FastifyInstance } from "fastify";

/**
 * Stops accepting connections, lets in-flight requests finish (a new request on a kept-alive
 * connection gets 503), closes connections as they go idle, then resolves with the process exit code: 0 after a clean close, 1 if
 * requests were still running after `timeoutMs`.
 */
export async function shutdown(
  app: FastifyInstance,
  reason: string,
  timeoutMs = 10_000,
): Promise<number> {
  app.log.info({ reason }, "shutting down: finishing in-flight requests");
  let timer: NodeJS.Timeout | undefined;
  // Node closes the connections that are idle when closing starts; a kept-alive connection whose
  // request finishes later would hold the server open until its keep-alive timeout, so close
  // each one as soon as it goes idle.
  const sweeper = setInterval(() => app.server.closeIdleConnections(), 50);
  sweeper.unref();
  const timedOut = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
    timer.unref();
  });
  try {
    const outcome = await Promise.race([
      app.close().then(() => "closed" as const),
      timedOut,
    ]);
    if (outcome === "timeout") {
      app.log.error(
        { timeoutMs },
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
