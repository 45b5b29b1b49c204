// Every manifest of deploy/kubernetes: each YAML document parsed, validated against the Kubernetes
// schemas (kubernetes-models, and no field those schemas do not know), and checked against the
// others (probes, selectors, the HPA's target, the Secret), against deploy/api.env and
// compose.yaml, and against the API's own configuration (loadConfig of src/config.ts).
import { readEnvFile } from "./test-helper.js";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Deployment } from "kubernetes-models/apps/v1/Deployment";
import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler";
import { NetworkPolicy } from "kubernetes-models/networking.k8s.io/v1/NetworkPolicy";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1/PodDisruptionBudget";
import type { IContainer } from "kubernetes-models/v1/Container";
import { Service } from "kubernetes-models/v1/Service";
import { describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import { loadConfig } from "./config.js";

const REPOSITORY = fileURLToPath(new URL("../../../", import.meta.url));
const DIRECTORY = join(REPOSITORY, "deploy", "kubernetes");
const KUSTOMIZATION = "kustomization.yaml";
const API_ENV = join(REPOSITORY, "deploy", "api.env");
const COMPOSE = join(REPOSITORY, "compose.yaml");
/** What the tests put where a Secret's value goes (hex, as the kustomization asks for). */
const PASSWORD = "00112233445566778899aabbccddeeff";

/** The kinds deploy/kubernetes may hold (`apiVersion kind`), each read below with its model. */
const KINDS = [
  "apps/v1 Deployment",
  "v1 Service",
  "autoscaling/v2 HorizontalPodAutoscaler",
  "policy/v1 PodDisruptionBudget",
  "networking.k8s.io/v1 NetworkPolicy",
];

interface Document {
  file: string;
  type: string;
  data: unknown;
}

/** Every YAML document of every manifest (kustomization.yaml aside), in file order. */
function readDocuments(): Document[] {
  const documents: Document[] = [];
  for (const file of manifestFiles()) {
    for (const document of parseAllDocuments(
      readFileSync(join(DIRECTORY, file), "utf8"),
    )) {
      if (document.errors.length > 0)
        throw new Error(`${file}: ${document.errors.join("; ")}`);
      const data: unknown = document.toJS();
      if (data === null) continue; // an empty document, e.g. after a trailing ---
      const { apiVersion, kind } = data as {
        apiVersion?: string;
        kind?: string;
      };
      documents.push({ file, type: `${apiVersion} ${kind}`, data });
    }
  }
  return documents;
}

function manifestFiles(): string[] {
  return readdirSync(DIRECTORY)
    .filter((file) => /\.ya?ml$/.test(file) && file !== KUSTOMIZATION)
    .sort();
}

/**
 * The fields of a model that its schema does not know, as paths. kubernetes-models' validators
 * let unknown fields through (a `readinesProbe` would pass); but each reads every field its schema
 * declares (and every key of a map), so a field it never reads while validating a proxy of the
 * model is one the schema does not have.
 */
function unknownFields(model: object & { validate(): void }): string[] {
  const read = new Map<object, Set<PropertyKey>>();
  const watch = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, key, receiver) {
        const keys = read.get(object) ?? new Set<PropertyKey>();
        read.set(object, keys.add(key));
        const value: unknown = Reflect.get(object, key, receiver);
        return value !== null && typeof value === "object"
          ? watch(value)
          : value;
      },
    });
  watch(model).validate();
  const unknown: string[] = [];
  const visit = (value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, `${path}[${index}]`);
      });
    } else if (value !== null && typeof value === "object") {
      const keys = read.get(value);
      for (const [key, child] of Object.entries(value)) {
        if (keys?.has(key) === true) visit(child, `${path}.${key}`);
        else unknown.push(`${path}.${key}`);
      }
    }
  };
  visit(model, "");
  return unknown;
}

/** The manifests as kubernetes-models objects, each validated, by kind. */
function readManifests() {
  const found = {
    deployments: [] as Deployment[],
    services: [] as Service[],
    autoscalers: [] as HorizontalPodAutoscaler[],
    budgets: [] as PodDisruptionBudget[],
    policies: [] as NetworkPolicy[],
  };
  for (const { file, type, data } of readDocuments()) {
    const at = `${file} (${type})`;
    switch (type) {
      case "apps/v1 Deployment":
        found.deployments.push(validated(new Deployment(data as never), at));
        break;
      case "v1 Service":
        found.services.push(validated(new Service(data as never), at));
        break;
      case "autoscaling/v2 HorizontalPodAutoscaler":
        found.autoscalers.push(
          validated(new HorizontalPodAutoscaler(data as never), at),
        );
        break;
      case "policy/v1 PodDisruptionBudget":
        found.budgets.push(
          validated(new PodDisruptionBudget(data as never), at),
        );
        break;
      case "networking.k8s.io/v1 NetworkPolicy":
        found.policies.push(validated(new NetworkPolicy(data as never), at));
        break;
      default:
        throw new Error(
          `${at}: not a kind this test knows (${KINDS.join(", ")})`,
        );
    }
  }
  return found;
}

/** The model once it passes its schema with no unknown field; a named failure otherwise. */
function validated<T extends object & { validate(): void }>(
  model: T,
  at: string,
): T {
  try {
    model.validate();
  } catch (error) {
    throw new Error(`${at} is not a valid Kubernetes object: ${String(error)}`);
  }
  const unknown = unknownFields(model);
  if (unknown.length > 0)
    throw new Error(
      `${at} has fields its schema does not know: ${unknown.join(", ")}`,
    );
  return model;
}

function named<T extends { metadata?: { name?: string } }>(
  models: readonly T[],
  name: string,
): T {
  const found = models.filter((model) => model.metadata?.name === name);
  if (found.length !== 1)
    throw new Error(`expected one ${name}, found ${found.length}`);
  return found[0] as T;
}

/** The single container of a Deployment's pods. */
function containerOf(deployment: Deployment): IContainer {
  const containers = deployment.spec?.template.spec?.containers ?? [];
  expect(containers).toHaveLength(1);
  return containers[0] as IContainer;
}

function podLabels(deployment: Deployment): Record<string, string> {
  return deployment.spec?.template.metadata?.labels ?? {};
}

/** Whether every label a selector asks for is on the pods (an empty selector selects nothing here). */
function selects(
  selector: Record<string, string> | undefined,
  labels: Record<string, string>,
): boolean {
  const wanted = Object.entries(selector ?? {});
  return (
    wanted.length > 0 && wanted.every(([key, value]) => labels[key] === value)
  );
}

/** A port given by number or by a container port's name, as the container's port number. */
function containerPort(
  container: IContainer,
  port: number | string | undefined,
): number | undefined {
  if (typeof port === "number")
    return container.ports?.some((entry) => entry.containerPort === port)
      ? port
      : undefined;
  return container.ports?.find((entry) => entry.name === port)?.containerPort;
}

/**
 * A container's environment as the kubelet gives it: each Secret reference replaced by PASSWORD,
 * each `$(NAME)` by the value of a variable defined before it. Also the names so referenced.
 */
function environment(container: IContainer): {
  env: Record<string, string>;
  referenced: Set<string>;
  secrets: { name: string; key: string }[];
} {
  const env: Record<string, string> = {};
  const referenced = new Set<string>();
  const secrets: { name: string; key: string }[] = [];
  for (const variable of container.env ?? []) {
    const secret = variable.valueFrom?.secretKeyRef;
    if (secret !== undefined) {
      secrets.push({ name: secret.name ?? "", key: secret.key });
      env[variable.name] = PASSWORD;
      continue;
    }
    expect(variable.valueFrom, variable.name).toBeUndefined();
    env[variable.name] = (variable.value ?? "").replace(
      /\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g,
      (_, name: string) => {
        const value = env[name];
        if (value === undefined)
          throw new Error(
            `${variable.name} refers to $(${name}), not defined before it`,
          );
        referenced.add(name);
        return value;
      },
    );
  }
  return { env, referenced, secrets };
}

describe("the Kubernetes manifests (deploy/kubernetes)", () => {
  it("are valid Kubernetes objects, with no field their schemas do not know", () => {
    const { deployments, services, autoscalers, budgets, policies } =
      readManifests();
    const names = (models: readonly { metadata?: { name?: string } }[]) =>
      models.map((model) => model.metadata?.name).sort();
    expect(names(deployments)).toEqual(["uktax-api", "uktax-redis"]);
    expect(names(services)).toEqual(["uktax-api", "uktax-redis"]);
    expect(names(autoscalers)).toEqual(["uktax-api"]);
    expect(names(budgets)).toEqual(["uktax-api"]);
    expect(names(policies)).toEqual(["uktax-redis"]);
  });

  it("lists every manifest in kustomization.yaml, which generates the Secret both Deployments read", () => {
    const kustomization = parse(
      readFileSync(join(DIRECTORY, KUSTOMIZATION), "utf8"),
    ) as Record<string, unknown>;
    expect(Object.keys(kustomization).sort()).toEqual([
      "apiVersion",
      "images",
      "kind",
      "resources",
      "secretGenerator",
    ]);
    expect(kustomization.apiVersion).toBe("kustomize.config.k8s.io/v1beta1");
    expect(kustomization.kind).toBe("Kustomization");
    expect([...(kustomization.resources as string[])].sort()).toEqual(
      manifestFiles(),
    );
    expect(kustomization.images).toEqual([{ name: "uktax", newTag: "latest" }]);
    const generators = kustomization.secretGenerator as {
      name: string;
      envs: string[];
    }[];
    expect(generators).toEqual([
      { name: "uktax-redis", envs: ["redis-password.env"] },
    ]);
    // The password file is never committed, nor sent to a Docker build.
    for (const ignore of [".gitignore", ".dockerignore"])
      expect(
        readFileSync(join(REPOSITORY, ignore), "utf8").split("\n"),
      ).toContain("deploy/kubernetes/redis-password.env");

    const { deployments } = readManifests();
    for (const deployment of deployments)
      expect(environment(containerOf(deployment)).secrets).toEqual([
        { name: "uktax-redis", key: "password" },
      ]);
    // The image the kustomization names is the one the API's Deployment runs.
    expect(containerOf(named(deployments, "uktax-api")).image).toBe(
      "uktax:latest",
    );
  });

  it("run every container as a numbered non-root user, read-only, without capabilities or privilege escalation, under RuntimeDefault seccomp, with requests and limits", () => {
    for (const deployment of readManifests().deployments) {
      const pod = deployment.spec?.template.spec;
      const container = containerOf(deployment);
      const context = container.securityContext;
      const name = deployment.metadata?.name;
      expect({
        name,
        runAsNonRoot:
          context?.runAsNonRoot ?? pod?.securityContext?.runAsNonRoot,
        seccomp:
          context?.seccompProfile?.type ??
          pod?.securityContext?.seccompProfile?.type,
        readOnlyRootFilesystem: context?.readOnlyRootFilesystem,
        allowPrivilegeEscalation: context?.allowPrivilegeEscalation,
        capabilities: context?.capabilities,
        automountServiceAccountToken: pod?.automountServiceAccountToken,
      }).toEqual({
        name,
        runAsNonRoot: true,
        seccomp: "RuntimeDefault",
        readOnlyRootFilesystem: true,
        allowPrivilegeEscalation: false,
        capabilities: { drop: ["ALL"] },
        automountServiceAccountToken: false,
      });
      // A number, so that the kubelet can check runAsNonRoot whatever the image's USER says.
      expect(
        context?.runAsUser ?? pod?.securityContext?.runAsUser,
      ).toBeGreaterThan(0);
      for (const bound of ["requests", "limits"] as const)
        for (const resource of ["cpu", "memory"])
          expect(
            container.resources?.[bound]?.[resource],
            `${name} ${bound}.${resource}`,
          ).toBeDefined();
      // No persistence: the only volumes are emptyDir.
      for (const volume of pod?.volumes ?? [])
        expect(Object.keys(volume).sort()).toEqual(["emptyDir", "name"]);
    }
  });

  it("give the API the settings of deploy/api.env, every one of which its configuration reads and accepts", () => {
    const api = containerOf(named(readManifests().deployments, "uktax-api"));
    const { env, referenced } = environment(api);
    for (const [name, value] of Object.entries(readEnvFile(API_ENV)))
      expect({ name, value: env[name] }).toEqual({ name, value });
    expect(env.HOST).toBe("0.0.0.0");
    // loadConfig throws a ConfigError naming any value it refuses; a variable it does not read
    // is missing from what it returns (REDIS_PASSWORD is only there to go into REDIS_URL).
    const config = loadConfig(env);
    expect([...referenced]).toEqual(["REDIS_PASSWORD"]);
    for (const name of Object.keys(env))
      if (!referenced.has(name)) expect(Object.keys(config)).toContain(name);
    expect(config.PORT).toBe(containerPort(api, "http"));
  });

  it("probe the API's /health on its container port: readiness notices a drain within it, liveness outlasts a drain and its close, and so does the grace period", () => {
    const deployment = named(readManifests().deployments, "uktax-api");
    const api = containerOf(deployment);
    const drain = Number(environment(api).env.DRAIN_SECONDS);
    const port = Number(environment(api).env.PORT);
    expect(drain).toBeGreaterThan(0);
    const { readinessProbe, livenessProbe } = api;
    for (const probe of [readinessProbe, livenessProbe]) {
      expect(probe?.httpGet?.path).toBe("/health");
      expect(containerPort(api, probe?.httpGet?.port)).toBe(port);
    }
    // /health answers 503 from the first moment of a drain: readiness fails at its next checks.
    const noticed =
      (readinessProbe?.periodSeconds ?? 10) *
      (readinessProbe?.failureThreshold ?? 3);
    expect(noticed).toBeLessThan(drain);
    // Liveness fails only after the drain and the 10 s the API gives requests in flight.
    const restarted =
      (livenessProbe?.periodSeconds ?? 10) *
      (livenessProbe?.failureThreshold ?? 3);
    expect(restarted).toBeGreaterThan(drain + 10);
    // Kubernetes' SIGKILL comes after the drain and that close.
    expect(
      deployment.spec?.template.spec?.terminationGracePeriodSeconds ?? 30,
    ).toBeGreaterThanOrEqual(drain + 10);
    expect(api.lifecycle?.preStop).toBeUndefined();
  });

  it("select the API's pods in its Service, HPA target, disruption budget and Redis's network policy, and Redis's pods in theirs", () => {
    const { deployments, services, autoscalers, budgets, policies } =
      readManifests();
    const api = named(deployments, "uktax-api");
    const redis = named(deployments, "uktax-redis");
    for (const deployment of [api, redis])
      expect(
        selects(deployment.spec?.selector.matchLabels, podLabels(deployment)),
      ).toBe(true);
    for (const [service, target, other] of [
      [named(services, "uktax-api"), api, redis],
      [named(services, "uktax-redis"), redis, api],
    ] as const) {
      expect(selects(service.spec?.selector, podLabels(target))).toBe(true);
      expect(selects(service.spec?.selector, podLabels(other))).toBe(false);
      for (const port of service.spec?.ports ?? [])
        expect(
          containerPort(containerOf(target), port.targetPort),
        ).toBeDefined();
    }

    const autoscaler = named(autoscalers, "uktax-api");
    expect(autoscaler.spec?.scaleTargetRef).toEqual({
      apiVersion: "apps/v1",
      kind: "Deployment",
      name: "uktax-api",
    });
    expect(autoscaler.spec?.metrics).toEqual([
      {
        type: "Resource",
        resource: {
          name: "cpu",
          target: { type: "Utilization", averageUtilization: 70 },
        },
      },
    ]);
    const minReplicas = autoscaler.spec?.minReplicas ?? 1;
    expect(minReplicas).toBeGreaterThanOrEqual(2);
    // The HPA owns the count: an apply of the Deployment must not reset it.
    expect(api.spec?.replicas).toBeUndefined();
    // Utilization is a share of the CPU request.
    expect(containerOf(api).resources?.requests?.cpu).toBeDefined();

    const budget = named(budgets, "uktax-api");
    expect(selects(budget.spec?.selector?.matchLabels, podLabels(api))).toBe(
      true,
    );
    // One pod evicted at a time leaves two at least (Kubernetes takes one of the two fields).
    expect(budget.spec?.maxUnavailable).toBe(1);
    expect(budget.spec?.minAvailable).toBeUndefined();
    expect(minReplicas - 1).toBeGreaterThanOrEqual(2);

    const policy = named(policies, "uktax-redis");
    expect(
      selects(policy.spec?.podSelector.matchLabels, podLabels(redis)),
    ).toBe(true);
    expect(policy.spec?.podSelector.matchLabels).not.toEqual({});
    const ingress = policy.spec?.ingress ?? [];
    expect(ingress).toHaveLength(1);
    const [from] = ingress[0]?.from ?? [];
    expect(selects(from?.podSelector?.matchLabels, podLabels(api))).toBe(true);
    expect(selects(from?.podSelector?.matchLabels, podLabels(redis))).toBe(
      false,
    );
    expect(ingress[0]?.ports).toEqual([
      { protocol: "TCP", port: containerPort(containerOf(redis), "redis") },
    ]);
  });

  it("point REDIS_URL at the Redis Service with the Secret's password, and run Redis as compose.yaml does", () => {
    const { deployments, services } = readManifests();
    const { env } = environment(containerOf(named(deployments, "uktax-api")));
    const url = new URL(env.REDIS_URL ?? "");
    const service = named(services, "uktax-redis");
    expect({
      protocol: url.protocol,
      username: url.username,
      password: url.password,
      host: url.hostname,
      port: Number(url.port),
    }).toEqual({
      protocol: "redis:",
      username: "",
      password: PASSWORD,
      host: service.metadata?.name,
      port: service.spec?.ports?.[0]?.port,
    });

    // The same image and command as compose.yaml's redis service (compose writes $ as $$).
    const redis = containerOf(named(deployments, "uktax-redis"));
    const compose = parse(readFileSync(COMPOSE, "utf8"), { merge: true }) as {
      services: { redis: { image: string; command: string[] } };
    };
    expect(redis.image).toBe(compose.services.redis.image);
    expect(redis.command).toEqual(
      compose.services.redis.command.map((part) => part.replaceAll("$$", "$")),
    );
    expect(redis.command?.[2]).toContain("requirepass $REDIS_PASSWORD");
    expect(environment(redis).env.REDIS_PASSWORD).toBe(PASSWORD);
  });
});
