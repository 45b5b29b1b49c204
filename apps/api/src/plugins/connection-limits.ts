import { BlockList, isIPv6, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export interface ConnectionLimitOptions {
  /** Open connections one client address may hold; further ones are closed at once. */
  maxPerAddress: number;
  /**
   * The proxies `TRUST_PROXY` names (addresses or blocks). Their connections carry many clients'
   * requests, so they are not capped here; with a hop count every peer is a proxy.
   */
  trustProxy: false | number | readonly string[];
}

/**
 * A cap on the connections one address holds open, so that one client cannot take every slot of
 * `MAX_CONNECTIONS` (10,000 idle keep-alive sockets from one address locked every other client
 * out). Counted on the connecting address: behind proxies (`TRUST_PROXY`) the peers are the
 * proxies, which are not capped, and the cap per client belongs to the proxy in front.
 */
export const connectionLimitsPlugin = fp<ConnectionLimitOptions>(
  (app: FastifyInstance, { maxPerAddress, trustProxy }, done) => {
    if (typeof trustProxy === "number") {
      done();
      return;
    }
    const proxies = new BlockList();
    for (const entry of trustProxy || []) {
      const [address = "", prefix] = entry.split("/");
      const type = isIPv6(address) ? "ipv6" : "ipv4";
      if (prefix === undefined) proxies.addAddress(address, type);
      else proxies.addSubnet(address, Number(prefix), type);
    }
    const isProxy = (address: string) =>
      proxies.check(address, isIPv6(address) ? "ipv6" : "ipv4");
    const open = new Map<string, number>();
    app.server.on("connection", (socket: Socket) => {
      const address = socket.remoteAddress;
      if (address === undefined || isProxy(address)) return;
      const count = (open.get(address) ?? 0) + 1;
      if (count > maxPerAddress) {
        socket.destroy();
        return;
      }
      open.set(address, count);
      socket.once("close", () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left === 0) open.delete(address);
        else open.set(address, left);
      });
    });
    done();
  },
  { name: "uktax-connection-limits" },
);
