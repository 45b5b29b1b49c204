// The bench's reference: a bare Fastify app with one JSON POST route that answers the body it was
// sent. No logger, no hooks, no plugins: what any Fastify JSON endpoint costs on this machine.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.post("/api/calculate-salary", (request) => request.body);
process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
