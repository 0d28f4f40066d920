namespace SelectionSuite.Library;

public abstract class Shape
{
    public abstract double Area();
}

public sealed class Circle(double radius) : Shape
{
#if PG_VIRTUAL_OVERRIDE
    public override double Area() => Math.PI * radius * radius * 1.0001;
#else
    public override double Area() => Math.PI * radius * radius;
#endif
}

public sealed class Square(double side) : Shape
{
#if PG_NEW_REFERENCE
    // A lock (on the shape itself, so no field changes the constructor every CallBenchmarks benchmark runs): Monitor
    // lives in System.Threading, which the library referenced nowhere before.
    public override double Area()
    {
        lock (this)
        {
            return side * side;
        }
    }
#else
    public override double Area() => side * side;
#endif
}
