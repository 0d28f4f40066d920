using System.Net;
using System.Net.Sockets;
using System.Text;
using System.Text.Json;
using System.Text.RegularExpressions;

namespace PerfGate.Tests.Reporting.GitHub;

/// <summary>
/// A real HTTP server on 127.0.0.1 speaking the part of GitHub's REST API the sticky comment uses, shaped like
/// GitHub Enterprise Server (<c>/api/v3/…</c>): issue comments listed 100 a page with <c>Link</c> headers, created,
/// updated; <c>/user</c> refused as it is for a <c>GITHUB_TOKEN</c>; a pull request's head commit (the comment
/// action's check, <see cref="SetPullRequestHead"/>). Faults can be queued per method. It stops on
/// its own after <paramref name="lifetime"/> (60 s by default), should a test forget to dispose it.
/// </summary>
internal sealed partial class FakeGitHubServer : IDisposable
{
    public const string Owner = "octo";
    public const string Repository = "bench";
    public const string Bot = "github-actions[bot]";

    private readonly HttpListener _listener = new();
    private readonly Timer _lifetime;
    private readonly object _gate = new();
    private readonly List<FakeComment> _comments = [];
    private readonly List<Fault> _faults = [];
    private readonly List<string> _requests = [];
    private readonly List<string> _authorizations = [];
    private readonly Dictionary<int, string> _pullRequestHeads = [];
    private long _nextId = 1000;

    public FakeGitHubServer(TimeSpan? lifetime = null)
    {
        Port = Start(_listener);
        _ = Task.Run(ServeAsync);
        _lifetime = new Timer(_ => Dispose(), null, lifetime ?? TimeSpan.FromSeconds(60), Timeout.InfiniteTimeSpan);
    }

    public int Port { get; }

    /// <summary>As GITHUB_API_URL gives it on GitHub Enterprise Server: no trailing slash.</summary>
    public string ApiUrl => $"http://127.0.0.1:{Port}/api/v3";

    /// <summary>"GET /api/v3/repos/octo/bench/issues/7/comments?per_page=100&amp;page=2", in order.</summary>
    public IReadOnlyList<string> Requests
    {
        get
        {
            lock (_gate)
            {
                return [.. _requests];
            }
        }
    }

    public IReadOnlyList<string> Authorizations
    {
        get
        {
            lock (_gate)
            {
                return [.. _authorizations];
            }
        }
    }

    public IReadOnlyList<FakeComment> Comments(int pullRequest)
    {
        lock (_gate)
        {
            return [.. _comments.Where(c => c.PullRequest == pullRequest)];
        }
    }

    public FakeComment Seed(int pullRequest, string login, string body)
    {
        lock (_gate)
        {
            var comment = new FakeComment(_nextId++, pullRequest, login, body);
            _comments.Add(comment);
            return comment;
        }
    }

    /// <summary><c>GET /repos/{owner}/{repo}/pulls/{number}</c> answers with this head commit; unknown numbers are 404.</summary>
    public void SetPullRequestHead(int pullRequest, string sha)
    {
        lock (_gate)
        {
            _pullRequestHeads[pullRequest] = sha;
        }
    }

    /// <summary>The next request with <paramref name="method"/> is answered with this status instead.</summary>
    public void FailNext(string method, int status, string message, params (string Name, string Value)[] headers)
    {
        lock (_gate)
        {
            _faults.Add(new Fault(method, status, message, headers));
        }
    }

    public void Dispose()
    {
        _lifetime?.Dispose();
        try
        {
            _listener.Close();
        }
        catch (ObjectDisposedException)
        {
        }
    }

    private static int Start(HttpListener listener)
    {
        for (var attempt = 0; ; attempt++)
        {
            var probe = new TcpListener(IPAddress.Loopback, 0);
            probe.Start();
            var port = ((IPEndPoint)probe.LocalEndpoint).Port;
            probe.Stop();
            listener.Prefixes.Clear();
            listener.Prefixes.Add($"http://127.0.0.1:{port}/");
            try
            {
                listener.Start();
                return port;
            }
            catch (HttpListenerException) when (attempt < 5)
            {
                // Another process took the port between the probe and the start: try another.
            }
        }
    }

    private async Task ServeAsync()
    {
        while (_listener.IsListening)
        {
            HttpListenerContext context;
            try
            {
                context = await _listener.GetContextAsync().ConfigureAwait(false);
            }
            catch (Exception e) when (e is HttpListenerException or ObjectDisposedException or InvalidOperationException)
            {
                return;
            }

            try
            {
                Handle(context);
            }
            catch (Exception e) when (e is HttpListenerException or ObjectDisposedException or IOException)
            {
                // The client went away.
            }
        }
    }

    private void Handle(HttpListenerContext context)
    {
        var request = context.Request;
        var path = request.Url!.AbsolutePath;
        string body;
        using (var reader = new StreamReader(request.InputStream, Encoding.UTF8))
        {
            body = reader.ReadToEnd();
        }

        Fault? fault;
        lock (_gate)
        {
            _requests.Add($"{request.HttpMethod} {request.Url.PathAndQuery}");
            _authorizations.Add(request.Headers["Authorization"] ?? string.Empty);
            fault = _faults.FirstOrDefault(f => f.Method == request.HttpMethod);
            if (fault is not null)
            {
                _faults.Remove(fault);
            }
        }

        if (fault is not null)
        {
            foreach (var (name, value) in fault.Headers)
            {
                context.Response.Headers[name] = value;
            }

            Respond(context, fault.Status, Message(fault.Message));
            return;
        }

        if (path == "/api/v3/user")
        {
            Respond(context, 403, Message("Resource not accessible by integration"));
            return;
        }

        if (IssueComments().Match(path) is { Success: true } list && list.Groups[1].Value == Owner && list.Groups[2].Value == Repository)
        {
            var pullRequest = int.Parse(list.Groups[3].Value, System.Globalization.CultureInfo.InvariantCulture);
            if (request.HttpMethod == "GET")
            {
                ListComments(context, pullRequest);
            }
            else if (request.HttpMethod == "POST")
            {
                var text = JsonDocument.Parse(body).RootElement.GetProperty("body").GetString()!;
                if (text.Length > 65_536)
                {
                    Respond(context, 422, Message("Body is too long (maximum is 65536 characters)"));
                    return;
                }

                Respond(context, 201, Json(Seed(pullRequest, Bot, text)));
            }
            else
            {
                Respond(context, 405, Message("Method not allowed"));
            }

            return;
        }

        if (PullRequest().Match(path) is { Success: true } pull && request.HttpMethod == "GET" && pull.Groups[1].Value == Owner && pull.Groups[2].Value == Repository)
        {
            var number = int.Parse(pull.Groups[3].Value, System.Globalization.CultureInfo.InvariantCulture);
            string? head;
            lock (_gate)
            {
                head = _pullRequestHeads.GetValueOrDefault(number);
            }

            if (head is null)
            {
                Respond(context, 404, Message("Not Found"));
                return;
            }

            Respond(context, 200, JsonSerializer.Serialize(new Dictionary<string, object?>
            {
                ["number"] = number,
                ["state"] = "open",
                ["head"] = new Dictionary<string, object?> { ["sha"] = head, ["ref"] = "feature" },
                ["base"] = new Dictionary<string, object?> { ["sha"] = new string('b', 40), ["ref"] = "main" },
            }));
            return;
        }

        if (OneComment().Match(path) is { Success: true } one && request.HttpMethod == "PATCH")
        {
            var id = long.Parse(one.Groups[3].Value, System.Globalization.CultureInfo.InvariantCulture);
            var text = JsonDocument.Parse(body).RootElement.GetProperty("body").GetString()!;
            lock (_gate)
            {
                var index = _comments.FindIndex(c => c.Id == id);
                if (index < 0)
                {
                    Respond(context, 404, Message("Not Found"));
                    return;
                }

                _comments[index] = _comments[index] with { Body = text, Updates = _comments[index].Updates + 1 };
                Respond(context, 200, Json(_comments[index]));
            }

            return;
        }

        Respond(context, 404, Message("Not Found"));
    }

    private void ListComments(HttpListenerContext context, int pullRequest)
    {
        var query = context.Request.QueryString;
        var perPage = int.TryParse(query["per_page"], out var size) ? Math.Clamp(size, 1, 100) : 30;
        var page = int.TryParse(query["page"], out var number) ? number : 1;
        var all = Comments(pullRequest);
        var last = Math.Max(1, (all.Count + perPage - 1) / perPage);
        var link = $"{ApiUrl}/repos/{Owner}/{Repository}/issues/{pullRequest}/comments?per_page={perPage}&page=";
        if (page < last)
        {
            context.Response.Headers["Link"] = $"<{link}{page + 1}>; rel=\"next\", <{link}{last}>; rel=\"last\"";
        }

        Respond(context, 200, "[" + string.Join(",", all.Skip((page - 1) * perPage).Take(perPage).Select(Json)) + "]");
    }

    private string Json(FakeComment comment) => JsonSerializer.Serialize(new Dictionary<string, object?>
    {
        ["id"] = comment.Id,
        ["node_id"] = $"IC_{comment.Id}",
        ["url"] = $"{ApiUrl}/repos/{Owner}/{Repository}/issues/comments/{comment.Id}",
        ["html_url"] = $"https://github.example/{Owner}/{Repository}/pull/{comment.PullRequest}#issuecomment-{comment.Id}",
        ["body"] = comment.Body,
        ["created_at"] = "2025-01-01T00:00:00Z",
        ["updated_at"] = "2025-01-01T00:00:00Z",
        ["author_association"] = "NONE",
        ["user"] = new Dictionary<string, object?> { ["login"] = comment.Login, ["id"] = 41898282, ["type"] = comment.Login.EndsWith("[bot]", StringComparison.Ordinal) ? "Bot" : "User" },
    });

    private static string Message(string message) =>
        JsonSerializer.Serialize(new Dictionary<string, string> { ["message"] = message, ["documentation_url"] = "https://docs.github.com/rest" });

    private static void Respond(HttpListenerContext context, int status, string json)
    {
        var bytes = Encoding.UTF8.GetBytes(json);
        context.Response.StatusCode = status;
        context.Response.ContentType = "application/json; charset=utf-8";
        context.Response.ContentLength64 = bytes.Length;
        context.Response.OutputStream.Write(bytes);
        context.Response.Close();
    }

    [GeneratedRegex("^/api/v3/repos/([^/]+)/([^/]+)/issues/([0-9]+)/comments$")]
    private static partial Regex IssueComments();

    [GeneratedRegex("^/api/v3/repos/([^/]+)/([^/]+)/issues/comments/([0-9]+)$")]
    private static partial Regex OneComment();

    [GeneratedRegex("^/api/v3/repos/([^/]+)/([^/]+)/pulls/([0-9]+)$")]
    private static partial Regex PullRequest();

    private sealed record Fault(string Method, int Status, string Message, (string Name, string Value)[] Headers);
}

