using PerfGate.Cli;

return PerfGateCli.Run(args, Console.Out, Console.Error, Environment.GetEnvironmentVariable);
