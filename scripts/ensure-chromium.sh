#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (never a downloaded browser). On a fresh machine:
# install it when we can (root or passwordless sudo with apt-get), otherwise stop at once and say how.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] && exit 0

if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH=$CHROMIUM_PATH no es un ejecutable: corrígelo o quítalo y vuelve a ejecutar npm test." >&2
  exit 1
fi

as_root=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then as_root="sudo"; else as_root="none"; fi
fi

if [ "$as_root" = "none" ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Falta Chromium para las pruebas end-to-end: ejecuta 'sudo apt-get install -y chromium' (o define CHROMIUM_PATH) y vuelve a ejecutar npm test." >&2
  exit 1
fi

echo "Instalando Chromium de Debian para las pruebas end-to-end (apt-get install chromium)…"
export DEBIAN_FRONTEND=noninteractive
$as_root apt-get update -qq
$as_root apt-get install -y -qq chromium >/dev/null
[ -x /usr/bin/chromium ] || { echo "No se pudo instalar Chromium: ejecuta 'sudo apt-get install -y chromium'." >&2; exit 1; }
