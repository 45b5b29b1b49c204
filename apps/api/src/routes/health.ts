import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const healthSchema = z.object({ status: z.literal("ok") });

/** Liveness for load balancers: no rate limit, no dependencies, nothing stateful to check. */
export const healthRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["service"],
        summary: "Liveness check",
        response: { 200: healthSchema },
      },
      config: { rateLimit: false },
    },
    () => ({ status: "ok" as const }),
  );
};
