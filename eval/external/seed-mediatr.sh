#!/usr/bin/env bash
# Seeded slowdowns for a prepared MediatR suite (prepare-mediatr.sh): seed.sh's loop at the start of the handler wrapper
# of requests without a response (RequestHandlerWrapperImpl<TRequest>.Handle), which of the two tagged cases only
# Benchmarks.SendingRequests runs, once per operation; PublishingNotifications goes through the notification wrapper and
# stays as it was:
#
#   eval/external/seed-mediatr.sh <dest-dir> <fastest-ns> PERCENT...     # e.g. 3 10 25: branches slow-3, slow-10, slow-25
#
#   <fastest-ns>  the fastest sample of MediatR.Benchmarks.Benchmarks.SendingRequests here (an A/A recording's,
#                 eval/same-runner/record.sh, or a smoke gate's report): the least disturbed figure the machine gives.
# At a few hundred nanoseconds a step of the loop is about 1 % of the case, so +3 % is a handful of iterations: read the
# branch's commit message for the count, and measure the step rather than trusting its name.
set -euo pipefail
SEED_FILE=src/MediatR/Wrappers/RequestHandlerWrapper.cs SEED_CALLS=1 \
SEED_ANCHOR='        async Task<Unit> Handler(CancellationToken t = default)' \
  exec "$(dirname "$0")/seed.sh" "$@"
