// Every end-to-end test class runs real benchmarks, some of which must see a real slowdown: two classes measuring
// at once on a 2-core runner would disturb each other's timings, so the classes run one after the other.
[assembly: CollectionBehavior(DisableTestParallelization = true)]
