#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

# Checked first: a missing browser stops the run at once with what to do, not after ten minutes.
step "Navegador para las pruebas end-to-end"
bash scripts/ensure-chromium.sh

step "Tipos (servidor, ui-kit, web)"
npm run --silent typecheck

step "Lint y formato"
npm run --silent lint

step "Regla de capas (dependency-cruiser)"
npm run --silent layers

step "Exportaciones y archivos sin uso (knip: servidor y dominio)"
npm run --silent unused

step "Despliegue con contenedores: Dockerfile, compose.yaml y proxy concuerdan con el servidor"
node scripts/check-deployment.mjs

step "Esquema GraphQL y codegen al día"
npm run --silent codegen:check

step "Dominio y aplicación (unit), con cobertura del dominio"
# Coverage is measured here only: the threshold is on src/domain, and collecting it over the integration
# suites too made every later file pay for all the code they had loaded (the run took four times as long).
npx jest --selectProjects unit --coverage

# Before the integration specs: those of the server-rendered pages render them with the web build's server bundle.
step "Compilación de producción"
npm run --silent build

step "La primera carga de la tienda no lleva código de administración"
node web/scripts/check-admin-split.mjs

step "La tienda corre sobre react-dom y Apollo Client (sin otro runtime en su lugar)"
node web/scripts/check-storefront-runtime.mjs

step "El paquete del servidor de la web corre sin node_modules (como en la imagen de producción)"
node web/scripts/check-server-bundle.mjs

step "Integración en PostgreSQL real + GraphQL por HTTP"
# Two workers even on two cores: these suites mostly wait for PostgreSQL and child processes.
npx jest --selectProjects integration --maxWorkers=2

step "UI kit: historias como tests; web: componentes"
npm run --silent test:ui

step "Storybook compila"
npm run --silent build-storybook -w ui-kit

step "Recorrido end-to-end en Chromium (Playwright)"
npx playwright test

printf '\n\033[1mTodo en verde.\033[0m\n'
