namespace SelectionSuite.Library;

public interface IGreeter
{
    string Greet(string name);
}

public sealed class PoliteGreeter : IGreeter
{
#if PG_DI_IMPLEMENTATION
    public string Greet(string name) => "Good day, " + name + "!";
#else
    public string Greet(string name) => "Good day, " + name + ".";
#endif
}

/// <summary>The smallest DI container: the benchmark asks for IGreeter and never names PoliteGreeter.</summary>
public sealed class ServiceRegistry
{
    private readonly Dictionary<Type, Func<object>> _factories = [];

    public static ServiceRegistry CreateDefault()
    {
        var registry = new ServiceRegistry();
        registry.Register<IGreeter>(() => new PoliteGreeter());
        return registry;
    }

    public void Register<T>(Func<object> factory) => _factories[typeof(T)] = factory;

    public T Resolve<T>() => (T)_factories[typeof(T)]();
}
