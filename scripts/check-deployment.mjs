// Checks the container deployment without Docker (no Docker, no hadolint here): the Dockerfile, compose.yaml
// and the proxy's config against what the server really is — `npm start`'s command, the settings
// src/infrastructure/config/config.ts reads, /healthz. Run by `npm test`; prints every problem, exits 1 on any.
//
//   node scripts/check-deployment.mjs [root]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(process.argv[2] ?? '.');
const problems = [];
const problem = (text) => problems.push(text);
const read = (file) => readFileSync(path.join(root, file), 'utf8');

// --- Dockerfile ------------------------------------------------------------------------------------------

/** Instructions by stage: comments dropped, `\` continuations joined. */
function dockerfileStages(text) {
  const lines = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (pending === '' && (line === '' || line.startsWith('#'))) continue;
    if (line.startsWith('#')) continue; // a comment inside a continued instruction
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    lines.push(`${pending}${line}`.trim());
    pending = '';
  }
  const stages = [];
  for (const line of lines) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    if (instruction.keyword === 'FROM') {
      const [image = '', as, name] = rest;
      stages.push({ image, name: as?.toUpperCase() === 'AS' ? name : null, instructions: [] });
    } else if (stages.length === 0) {
      if (instruction.keyword !== 'ARG') problem(`Dockerfile: "${line}" antes del primer FROM`);
    } else {
      stages.at(-1).instructions.push(instruction);
    }
  }
  return stages;
}

function execForm(args, what) {
  try {
    const parsed = JSON.parse(args);
    if (Array.isArray(parsed) && parsed.every((part) => typeof part === 'string')) return parsed;
  } catch {
    // reported below
  }
  problem(`Dockerfile: ${what} debe estar en forma exec (["node", "…"]) para que node reciba SIGTERM; es: ${args}`);
  return null;
}

const pkg = JSON.parse(read('package.json'));
const startSteps = (pkg.scripts?.start ?? '').split('&&').map((step) => step.trim());
const startWords = startSteps.at(-1)?.split(/\s+/) ?? [];
/** `npm start`'s last step is `[NAME=value…] node <options> <main>`: the environment it sets, then the command. */
const startEnvironment = startWords.filter((word, index) =>
  startWords.slice(0, index + 1).every((w) => /^\w+=/.test(w)),
);
const runCommand = startWords.slice(startEnvironment.length);
const buildSteps = startSteps.slice(0, -1);

if (!existsSync(path.join(root, 'Dockerfile'))) {
  problem('Falta el Dockerfile');
} else {
  const stages = dockerfileStages(read('Dockerfile'));
  const final = stages.at(-1);
  if (stages.length < 2)
    problem('Dockerfile: debe tener varias etapas (compilar con las dependencias de desarrollo, ejecutar sin ellas)');
  for (const stage of stages) {
    const [image, tag] = stage.image.split(':');
    if (!stages.some((other) => other.name === image) && (!tag || tag === 'latest')) {
      problem(`Dockerfile: la imagen base ${stage.image} debe fijar su versión (p. ej. node:20-bookworm-slim)`);
    }
  }
  if (final) {
    const of = (keyword) => final.instructions.filter((instruction) => instruction.keyword === keyword);
    // The command: exactly what `npm start` runs once built; the build itself in an earlier stage.
    const cmd = of('CMD').at(-1);
    const command = cmd ? execForm(cmd.args, 'CMD') : null;
    if (!cmd) problem('Dockerfile: la última etapa no tiene CMD');
    else if (command && command.join(' ') !== runCommand.join(' ')) {
      problem(`Dockerfile: CMD ${JSON.stringify(command)} no es lo que ejecuta "npm start" (${runCommand.join(' ')})`);
    }
    if (of('ENTRYPOINT').length > 0) problem('Dockerfile: sin ENTRYPOINT, para que CMD sea el comando de "npm start"');
    // The environment npm start sets for node (malloc's arenas: MALLOC_ARENA_MAX) is the image's too.
    const imageEnvironment = of('ENV').flatMap((instruction) => instruction.args.split(/\s+/));
    for (const assignment of startEnvironment) {
      if (!imageEnvironment.includes(assignment)) {
        problem(`Dockerfile: la última etapa no fija ${assignment} con ENV, como lo hace "npm start"`);
      }
    }
    const earlierRuns = stages.slice(0, -1).flatMap((stage) => stage.instructions.filter((i) => i.keyword === 'RUN'));
    for (const step of buildSteps) {
      if (!earlierRuns.some((run) => run.args.split('&&').some((part) => part.trim() === step))) {
        problem(`Dockerfile: ninguna etapa de compilación ejecuta "${step}" (el paso previo de "npm start")`);
      }
    }
    // Not root.
    const user = of('USER').at(-1)?.args.split(':')[0];
    if (!user) problem('Dockerfile: la última etapa debe cambiar a un usuario sin privilegios (USER node)');
    else if (user === 'root' || user === '0') problem(`Dockerfile: el proceso no debe correr como ${user}`);
    // Health.
    const health = of('HEALTHCHECK').at(-1);
    if (!health || !health.args.includes('/healthz')) problem('Dockerfile: falta un HEALTHCHECK sobre /healthz');
    // Production packages only: the runtime installs nothing itself, and its node_modules come from an install
    // without dev packages.
    const installs = (instructions) =>
      instructions.filter((i) => i.keyword === 'RUN' && /\bnpm (ci|install|i)\b/.test(i.args));
    if (installs(final.instructions).length > 0) {
      problem('Dockerfile: la última etapa no instala paquetes: los copia de una etapa con --omit=dev');
    }
    const modules = of('COPY').find((copy) => /\bnode_modules\b/.test(copy.args));
    const from = modules && /--from=(\S+)/.exec(modules.args)?.[1];
    const source = stages.find((stage) => stage.name === from);
    if (!source) problem('Dockerfile: la última etapa debe copiar node_modules de una etapa propia (COPY --from=…)');
    else if (!installs(source.instructions).every((run) => run.args.includes('--omit=dev'))) {
      problem(`Dockerfile: la etapa ${source.name} debe instalar solo las dependencias de producción (--omit=dev)`);
    }
    for (const needed of ['dist', 'web/dist', 'data/common-passwords']) {
      const copied = of('COPY').some((copy) =>
        copy.args.split(/\s+/).some((part) => part.replace(/^\/app\//, '') === needed),
      );
      if (!copied) problem(`Dockerfile: la imagen necesita ${needed} (COPY)`);
    }
  }
}

// The server renders the catalogue's pages with the web build's server bundle (src/interface/http/server-rendering.ts
// loads WEB_DIR/<SERVER_BUNDLE>): the web build must write it inside web/dist, which the image copies, and with
// every package inside (web/scripts/check-server-bundle.mjs, after the build: the image has the server's only).
{
  const bundle = /SERVER_BUNDLE = path\.join\(([^)]*)\)/.exec(read('src/interface/http/server-rendering.ts'))?.[1];
  const loaded = bundle
    ? path.posix.join('dist', ...[...bundle.matchAll(/'([^']+)'/g)].map((match) => match[1]))
    : null;
  const viteConfig = read('web/vite.config.ts');
  const outDir = /outDir: '(dist\/[^']+)'/.exec(viteConfig)?.[1];
  const entry = /entryFileNames: '([^']+)'/.exec(viteConfig)?.[1];
  if (!loaded || !outDir || !entry) {
    problem(
      'server-rendering.ts (SERVER_BUNDLE) o web/vite.config.ts (outDir y entryFileNames del paquete del servidor) no se pueden leer',
    );
  } else if (loaded !== path.posix.join(outDir, entry)) {
    problem(`el servidor carga web/${loaded}, pero la compilación escribe web/${path.posix.join(outDir, entry)}`);
  }
  if (!/\bssr:\s*\{\s*noExternal:\s*true\b/.test(viteConfig)) {
    problem(
      'web/vite.config.ts: el paquete del servidor debe llevar todos sus paquetes (ssr.noExternal: true): la imagen no tiene los de la web',
    );
  }
}

const dockerignore = existsSync(path.join(root, '.dockerignore')) ? read('.dockerignore').split('\n') : null;
if (!dockerignore) problem('Falta .dockerignore');
else {
  for (const entry of ['.git', 'node_modules', 'dist']) {
    if (!dockerignore.some((line) => line.trim().replace(/^\*\*\//, '') === entry)) {
      problem(`.dockerignore: debe excluir ${entry}`);
    }
  }
}

// --- compose.yaml ----------------------------------------------------------------------------------------

/** Every variable the server reads: env.NAME in config.ts and NAME literals in the config files it imports. */
function configVariables() {
  const names = new Set();
  const file = 'src/infrastructure/config/config.ts';
  const text = read(file);
  for (const [, name] of text.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)) names.add(name);
  for (const [, name] of text.matchAll(/\benv\[['"]([A-Z][A-Z0-9_]*)['"]\]/g)) names.add(name);
  for (const [, relative] of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const imported = path.join(path.dirname(file), `${relative}.ts`);
    if (!existsSync(path.join(root, imported))) continue;
    const source = read(imported);
    for (const [, name] of source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)) names.add(name);
    for (const [, name] of source.matchAll(/'([A-Z][A-Z0-9]*_[A-Z0-9_]+)'/g)) names.add(name);
  }
  return names;
}

function environmentNames(environment) {
  if (!environment) return [];
  if (Array.isArray(environment)) return environment.map((entry) => String(entry).split('=')[0]);
  return Object.keys(environment);
}

if (!existsSync(path.join(root, 'compose.yaml'))) {
  problem('Falta compose.yaml');
} else {
  const compose = parse(read('compose.yaml'), { merge: true });
  const services = compose?.services ?? {};
  const known = configVariables();
  const builtHere = (service) =>
    service.build === '.' ||
    service.build === './' ||
    service.build?.context === '.' ||
    service.build?.context === './';
  const apps = Object.entries(services).filter(([, service]) => builtHere(service));
  if (apps.length < 2) problem('compose.yaml: debe correr al menos dos procesos de la tienda (servicios con build: .)');

  for (const [name, service] of apps) {
    const env = service.environment ?? {};
    const names = environmentNames(env);
    for (const variable of names) {
      if (!known.has(variable)) problem(`compose.yaml: ${name} define ${variable}, que el servidor no lee (config.ts)`);
    }
    for (const required of ['DATABASE_URL', 'TRUST_PROXY', 'S3_BUCKET']) {
      if (!names.includes(required)) problem(`compose.yaml: ${name} debe definir ${required}`);
    }
    const trust = Array.isArray(env) ? undefined : String(env.TRUST_PROXY ?? '');
    if (trust !== undefined && trust !== '1' && trust !== 'true') {
      problem(`compose.yaml: ${name} está detrás de un solo proxy: TRUST_PROXY debe ser 1, no "${trust}"`);
    }
    const test = [service.healthcheck?.test ?? []].flat().join(' ');
    if (service.healthcheck?.disable || !test.includes('/healthz')) {
      problem(`compose.yaml: ${name} necesita un healthcheck sobre /healthz`);
    }
    if (service.ports?.length) {
      problem(`compose.yaml: ${name} no publica puertos: solo el proxy le llega (si no, X-Forwarded-For se falsifica)`);
    }
    // A process that dies (out of memory, a crash) must be started again by something: here, Docker.
    if (
      !['always', 'unless-stopped', 'on-failure'].some((policy) => String(service.restart ?? '').startsWith(policy))
    ) {
      problem(`compose.yaml: ${name} necesita restart: unless-stopped (o always / on-failure) para volver tras caerse`);
    }
  }
  const portOf = (service) => String((Array.isArray(service.environment) ? null : service.environment?.PORT) ?? '3000');

  for (const [name, service] of Object.entries(services)) {
    for (const dependency of Object.keys(service.depends_on ?? {})) {
      if (!services[dependency]) problem(`compose.yaml: ${name} depende de ${dependency}, que no existe`);
    }
  }

  const postgres = Object.entries(services).find(([, service]) => /^postgres:/.test(service.image ?? ''));
  if (!postgres) problem('compose.yaml: falta PostgreSQL (image: postgres:17)');
  else if (!postgres[1].healthcheck) problem(`compose.yaml: ${postgres[0]} necesita un healthcheck`);

  // The proxy: a mounted config file from this repository that sends requests to every store process.
  const proxies = Object.entries(services).filter(([, service]) => /^(caddy|nginx)(:|$)/.test(service.image ?? ''));
  if (proxies.length !== 1) problem('compose.yaml: debe haber un proxy inverso (caddy o nginx) delante de la tienda');
  for (const [name, proxy] of proxies) {
    const mounts = (proxy.volumes ?? [])
      .map((volume) => (typeof volume === 'string' ? volume.split(':')[0] : volume.source))
      .filter((source) => source?.startsWith('.'));
    const configs = mounts.filter((source) => existsSync(path.join(root, source)));
    if (configs.length === 0) problem(`compose.yaml: ${name} debe montar su configuración desde este repositorio`);
    for (const source of mounts) {
      if (!configs.includes(source)) problem(`compose.yaml: ${name} monta ${source}, que no existe`);
    }
    const text = configs
      .map((source) => read(source).replace(/#.*$/gm, '')) // comments do not route anything
      .join('\n');
    for (const [app, service] of apps) {
      if (!text.includes(`${app}:${portOf(service)}`)) {
        problem(`${configs.join(', ') || name}: no envía peticiones a ${app}:${portOf(service)}`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Despliegue con contenedores (Dockerfile, compose.yaml):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('Dockerfile, compose.yaml y la configuración del proxy concuerdan con el servidor.');
