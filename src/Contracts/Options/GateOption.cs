namespace PerfGate.Options;

/// <summary>One setting of the gate with its two spellings; an error about a value names the one the user set.</summary>
public sealed record GateOption(string CliName, string PropertyName)
{
    public string NameFor(OptionNaming naming) => naming == OptionNaming.MSBuild ? PropertyName : CliName;
}
