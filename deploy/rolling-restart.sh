#!/bin/sh
# Restarts the API instances one at a time, losing no request and no mail (docs/operations.md,
# "Rolling restart"): each is told to stop (it stops being ready, keeps answering while the proxy's
# health checks take it out, finishes what is in flight, exits) and starts again with the new
# release; the next one stops only once this one is ready and the proxy has seen it so.
#
#   deploy/rolling-restart.sh 4001 4002        (npm run restart:rolling -- 4001 4002)
#
# Each port is an instance of deploy/academy-api@.service on 127.0.0.1.
set -eu
[ "$#" -gt 0 ] || { echo "usage: $0 PORT..." >&2; exit 2; }
for port in "$@"; do
  echo "restarting academy-api@$port"
  systemctl restart "academy-api@$port"
  waited=0
  until curl -fsS -o /dev/null "http://127.0.0.1:$port/api/v1/ready"; do
    waited=$((waited + 1))
    if [ "$waited" -ge 120 ]; then
      echo "academy-api@$port is not ready after 2 minutes: stopping here, the others untouched (journalctl -u academy-api@$port)" >&2
      exit 1
    fi
    sleep 1
  done
  # the proxy checks every second: it sees this one ready before the next one stops
  sleep 2
  echo "academy-api@$port is ready"
done
