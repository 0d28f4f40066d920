#!/usr/bin/env bash
# Seeded slowdowns for a prepared Polly suite (prepare-polly.sh): seed.sh's loop in the concurrency limiter's
# ExecuteCore, which of the chosen cases only the two MultipleStrategiesBenchmark pipelines run, once per operation:
#
#   eval/external/seed-polly.sh <dest-dir> <fastest-ns> PERCENT...
#
#   <fastest-ns>  the fastest sample of MultipleStrategiesBenchmark.ExecuteStrategyPipeline_Generic_V8 here (an A/A
#                 recording's, eval/same-runner/record.sh); the telemetry pipeline, slower, slows by a smaller share.
set -euo pipefail
SEED_FILE=src/Polly.RateLimiting/RateLimiterResilienceStrategy.cs SEED_CALLS=1 \
SEED_ANCHOR='        using var lease = await Limiter(new RateLimiterArguments(context)).ConfigureAwait(context.ContinueOnCapturedContext);' \
  exec "$(dirname "$0")/seed.sh" "$@"
