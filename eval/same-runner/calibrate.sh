# Sourced by record.sh and noise.sh: the calibration benchmark that tells one host from another, and a host's slow
# spells from its steady state. The same code whatever the suite (the sample's Spin(SlowdownPercent: 0): CPU only, no
# allocation), one in-process launch of the ci job, so a recording's or a study's figure compares with every other's.
# Read before and after: a host that slows by a third mid-run (seen in recordings of 2026-11-24, every case at once)
# shows as two different figures.
#   calibration_dll ROOT WORK   builds the sample once into WORK/calibration-suite, prints the assembly
#   calibrate DLL ARTIFACTS     prints the median ns/op of one launch (empty if it failed)
calibration_dll() {
  local dir="$2/calibration-suite" project=benchmarks/Sample.Benchmarks/Sample.Benchmarks.csproj
  mkdir -p "$2"
  if [ ! -d "$dir" ]; then
    cp -a "$1/sample-repo" "$dir"
    find "$dir" -depth \( -name bin -o -name obj -o -name BenchmarkDotNet.Artifacts \) -exec rm -rf {} +
    dotnet build "$dir/$project" -c Release -nologo -v q -tl:off > "$2/calibration-build.log" 2>&1
  fi
  ls "$dir"/benchmarks/Sample.Benchmarks/bin/Release/*/Sample.Benchmarks.dll | head -1
}
calibrate() {
  rm -rf "$2"
  dotnet "$1" --filter '*SpinKnobBenchmark*' --anyCategories Calibration --inProcess --launchCount 1 --warmupCount 2 \
    --iterationCount 5 --iterationTime 100 --noOverheadEvaluation --exporters json --artifacts "$2" > "$2.log" 2>&1 || true
  python3 - "$2" <<'PY'
import glob, json, statistics, sys
for f in glob.glob(sys.argv[1] + "/results/*-report-full*.json"):
    for b in json.load(open(f))["Benchmarks"]:
        if b["Parameters"] == "SlowdownPercent=0":
            print(round(statistics.median(b["Statistics"]["OriginalValues"]), 1)); sys.exit()
print("")
PY
}
