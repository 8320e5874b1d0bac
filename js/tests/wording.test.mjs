import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const SRC = new URL("../src/", import.meta.url).pathname;

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : d.name.endsWith(".js") ? [join(dir, d.name)] : [],
  );
}

test("no sentence of the boards writes a lazy plural such as 'card(s)'", () => {
  const lazy = sources(SRC).filter((path) => /\w\(s\)/.test(readFileSync(path, "utf8")));
  assert.deepEqual(lazy, []);
});
