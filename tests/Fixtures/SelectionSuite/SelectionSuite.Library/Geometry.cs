namespace SelectionSuite.Library;

public struct Vector2
{
    public double X;
    public double Y;
#if PG_STRUCT_FIELD
    public double Weight;
#endif
}

public static class Geometry
{
    public static double Length(Vector2 vector) => Math.Sqrt((vector.X * vector.X) + (vector.Y * vector.Y));
}
