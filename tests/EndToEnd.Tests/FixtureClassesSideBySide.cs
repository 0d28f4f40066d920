// The two fixture classes (the sample's, the test-project consumer's) run side by side: on a 2-core runner that halves
// the end-to-end tests' wall time's idle part (builds, restores, process start-up), and no assertion leans on a quiet
// machine: time is judged against 1000 % limits, or on changes of ×10 and more (a doctored baseline, a SpinWait in a
// 20 ns method), which a second benchmark process beside them cannot hide. Inside a class the tests stay in sequence
// (xunit's default): they share one copy of the repository.
[assembly: CollectionBehavior(CollectionBehavior.CollectionPerClass, MaxParallelThreads = 2)]
