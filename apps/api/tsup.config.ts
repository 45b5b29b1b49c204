import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/server.ts", "src/app.ts", "src/schema-compilers.ts"],
  format: ["esm"],
  sourcemap: true,
  clean: true,
  target: "node20",
});
