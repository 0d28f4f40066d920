// Every end-to-end test class runs real benchmarks, some of which must see a real slowdown: two classes measuring
// at once on a 2-core runner disturb each other's timings (tried on 2026-11-25: the confirm test's ×10 doctored baseline
// passed once beside the consumer's gates), so the classes run one after the other.
[assembly: CollectionBehavior(DisableTestParallelization = true)]
