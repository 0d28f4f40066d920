// Every end-to-end test class runs real benchmarks, some of which must see a real slowdown: two classes measuring
// at once on a 2-core runner disturb each other's timings (tried on 2026-11-25: the confirm test's ×10 doctored baseline
// passed once beside the consumer's gates), so within this assembly's process the classes run one after the other.
// eng/test.sh runs the sample's class and the others in two processes, and keeps the confirm test apart by order:
// the consumer's tests start after the unit tests, and the confirm test runs last in its class (TimingTestsLast).
[assembly: CollectionBehavior(DisableTestParallelization = true)]
