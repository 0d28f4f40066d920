using System.Reflection;
using BenchmarkDotNet.Running;

namespace Sample;

public static class Program
{
    private const string RegressionSwitch = "SampleRegression";

    // BenchmarkSwitcher understands the usual command line: --filter, --anyCategories, --memory, --job, ...
    public static void Main(string[] args)
    {
        ForwardRegressionSwitch();
        BenchmarkSwitcher.FromAssembly(typeof(Program).Assembly).Run(args);
    }

    // BenchmarkDotNet compiles the benchmarks again in a child `dotnet build`, which would silently drop a
    // -p:SampleRegression given to the first build and measure the unregressed library. MSBuild reads
    // environment variables as properties, and the child build inherits this process's environment.
    private static void ForwardRegressionSwitch()
    {
        var builtWith = typeof(Program).Assembly
            .GetCustomAttributes<AssemblyMetadataAttribute>()
            .FirstOrDefault(attribute => attribute.Key == RegressionSwitch)?.Value;
        if (string.IsNullOrEmpty(builtWith) || !string.IsNullOrEmpty(Environment.GetEnvironmentVariable(RegressionSwitch)))
        {
            return;
        }

        Environment.SetEnvironmentVariable(RegressionSwitch, builtWith);
        Console.WriteLine($"// {RegressionSwitch}={builtWith} (handed on to BenchmarkDotNet's build)");
    }
}
