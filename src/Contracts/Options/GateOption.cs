namespace PerfGate.Options;

/// <summary>
/// One setting of the gate with its two spellings: the <c>perfgate</c> option and the MSBuild property. An
/// error about a value names the one the user actually set (<see cref="OptionNaming"/>).
/// </summary>
public sealed record GateOption(string CliName, string PropertyName)
{
    public string NameFor(OptionNaming naming) => naming == OptionNaming.MSBuild ? PropertyName : CliName;
}
