namespace PerfGate.Tests.Reporting.GitHub;

/// <summary>One issue comment as the fake server keeps it.</summary>
internal sealed record FakeComment(long Id, int PullRequest, string Login, string Body, int Updates = 0);
