namespace PerfGate.Selection.Execution;

/// <summary>A method that ran, as metadata knows it: its definition's token in the module it is defined in. A generic
/// method or a method of a generic type is its definition, whatever it was instantiated over.</summary>
/// <param name="ModuleFile">The module's file name, <c>Sample.dll</c>.</param>
/// <param name="Token">The <c>MethodDef</c> token.</param>
internal readonly record struct ExecutedMethod(string ModuleFile, int Token);
