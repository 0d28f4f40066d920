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
    public override double Area() => side * side;
}
