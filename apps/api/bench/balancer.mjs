// A minimal load balancer for the bench's deploy scenario, behaving like the usual ones: it checks
// each upstream's GET /health every 200 ms, sends requests round-robin to the upstreams whose
// last check answered 200, pools connections to them, and never retries. Whatever the upstream
// answers (or a 502 if it cannot be reached) goes back to the client, so nothing lost is hidden.
import { Agent, createServer, request } from "node:http";

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding"]);

function withoutHopByHop(headers) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)),
  );
}

export async function startBalancer({ checkIntervalMs = 200 } = {}) {
  const upstreams = [];
  const stats = { upstreamErrors: 0, noUpstream: 0 };
  let next = 0;

  async function check(upstream) {
    try {
      const response = await fetch(`http://127.0.0.1:${upstream.port}/health`, {
        signal: AbortSignal.timeout(1_000),
      });
      await response.arrayBuffer();
      upstream.healthy = response.status === 200;
    } catch {
      upstream.healthy = false;
    }
  }
  const checker = setInterval(() => upstreams.forEach(check), checkIntervalMs);

  const server = createServer((incoming, outgoing) => {
    const healthy = upstreams.filter((upstream) => upstream.healthy);
    if (healthy.length === 0) {
      stats.noUpstream += 1;
      outgoing.writeHead(502).end();
      return;
    }
    const upstream = healthy[next++ % healthy.length];
    const proxied = request(
      {
        host: "127.0.0.1",
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: withoutHopByHop(incoming.headers),
        agent: upstream.agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode, withoutHopByHop(answer.headers));
        answer.pipe(outgoing);
      },
    );
    proxied.on("error", () => {
      stats.upstreamErrors += 1;
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(proxied);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    base: `http://127.0.0.1:${server.address().port}`,
    stats,
    /**
     * Adds an upstream once a health check has passed (checked every 100 ms, for up to 10 s), as
     * a rolling deploy puts a new instance in rotation before it stops an old one.
     */
    async add(port) {
      const upstream = {
        port,
        healthy: false,
        agent: new Agent({ keepAlive: true }),
      };
      for (let attempt = 0; !upstream.healthy; attempt += 1) {
        if (attempt === 100)
          throw new Error(`upstream ${port} failed its health checks for 10 s`);
        if (attempt > 0)
          await new Promise((resolve) => setTimeout(resolve, 100));
        await check(upstream);
      }
      upstreams.push(upstream);
    },
    async close() {
      clearInterval(checker);
      for (const upstream of upstreams) upstream.agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
