import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { z } from "zod";

export const healthSchema = z.object({ status: z.literal("ok") });
export const drainingSchema = z.object({ status: z.literal("draining") });

/**
 * For load balancers: 200 while the instance takes new work, 503 from the moment it starts to
 * drain (it still answers what it is sent, but is about to stop). No rate limit, no dependencies.
 */
export const healthRoute: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    "/health",
    {
      schema: {
        operationId: "getHealth",
        tags: ["service"],
        summary: "Health check: 200 ok, or 503 while draining before a stop",
        response: { 200: healthSchema, 503: drainingSchema },
      },
    },
    (_request, reply) => {
      // Always the instance's state now: never from a cache.
      reply.header("cache-control", "no-store");
      if (!app.draining) return { status: "ok" as const };
      reply.code(503);
      return { status: "draining" as const };
    },
  );
  done();
};
