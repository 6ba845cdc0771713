#!/usr/bin/env bash
# Makes sure a local PostgreSQL server (Debian's package) runs with a `storefront` role that may create
# databases, then prints the URL for TEST_DATABASE_URL. Used by .ci/run; safe to run again.
set -euo pipefail
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  as_root apt-get update -qq >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi
version=$(ls /usr/lib/postgresql | sort -V | tail -1)
if ! pg_lsclusters -h | grep -q "online"; then
  pg_lsclusters -h | grep -q "^$version main" || as_root pg_createcluster "$version" main >&2
  as_root pg_ctlcluster "$version" main start >&2
fi
for _ in $(seq 1 30); do as_root su postgres -c "pg_isready -q" && break; sleep 1; done
as_root su postgres -c "psql -qtAc \"SELECT 1 FROM pg_roles WHERE rolname='storefront'\"" | grep -q 1 \
  || as_root su postgres -c "psql -qc \"CREATE ROLE storefront LOGIN PASSWORD 'storefront' CREATEDB\"" >&2
echo "postgres://storefront:storefront@127.0.0.1:5432/postgres"
