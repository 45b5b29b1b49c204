import { createHash } from "node:crypto";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from "fastify";
import fp from "fastify-plugin";

/** A document as it is sent: its bytes, type and entity tag, made once. */
interface BuiltDocument {
  body: Buffer;
  type: string;
  etag: string;
}

function built(text: string, type: string): BuiltDocument {
  const body = Buffer.from(text);
  const hash = createHash("sha256").update(body).digest("base64url");
  return { body, type, etag: `"${hash.slice(0, 27)}"` };
}

/**
 * Swagger UI at `/docs`, with the OpenAPI document (`/docs/json`, `/docs/yaml`) built once, when
 * the app is ready, and sent as the same bytes every time with an `ETag` (a client holding it gets
 * 304). Swagger UI's own routes would serialise the 90 KB document afresh for every request: a
 * client pipelining them without reading grew the process by gigabytes. Registered in the scope
 * of the API's rate limit, so the docs count against it like `/api/*`.
 */
export const docsUiPlugin = fp(
  async (app: FastifyInstance) => {
    const documents = new Map<string, BuiltDocument>();
    app.addHook("onReady", (done) => {
      documents.set(
        "/docs/json",
        built(JSON.stringify(app.swagger()), "application/json; charset=utf-8"),
      );
      documents.set(
        "/docs/yaml",
        built(app.swagger({ yaml: true }), "application/x-yaml"),
      );
      done();
    });
    const sendBuilt = (
      request: FastifyRequest,
      reply: FastifyReply,
      done: HookHandlerDoneFunction,
    ) => {
      const document = documents.get(request.routeOptions.url ?? "");
      if (document === undefined) {
        done();
        return;
      }
      reply
        .header("etag", document.etag)
        .header("cache-control", "public, max-age=300");
      if (request.headers["if-none-match"] === document.etag)
        reply.code(304).send();
      else reply.type(document.type).send(document.body);
    };
    await app.register(fastifySwaggerUi, {
      routePrefix: "/docs",
      uiConfig: { docExpansion: "list", deepLinking: true, validatorUrl: null },
      // After the rate limit (onRequest), the built document is sent in place of the route's own.
      uiHooks: { preHandler: sendBuilt },
    });
  },
  { name: "uktax-docs-ui", dependencies: ["@fastify/swagger"] },
);
