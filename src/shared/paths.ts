// Typed path builders: a route pattern's `:name` segments become the builder's required
// parameters, so a caller can neither forget one nor misspell it, and every value is URL-encoded.
// The same pattern string is the server's route and the client's path.

/** The `:name` parameters of a path pattern, as a union of their names. */
export type PathParamNames<Pattern extends string> =
  Pattern extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<`/${Rest}`>
    : Pattern extends `${string}:${infer Name}`
      ? Name
      : never;

export type PathParams<Pattern extends string> = {
  readonly [Name in PathParamNames<Pattern>]: string | number;
};

type PathArguments<Pattern extends string> = [PathParamNames<Pattern>] extends [never]
  ? []
  : [params: PathParams<Pattern>];

/** `buildPath('/accounts/:id', { id })` → `/accounts/3f0c…`. */
export function buildPath<Pattern extends string>(
  pattern: Pattern,
  ...[params]: PathArguments<Pattern>
): string {
  const values: Readonly<Record<string, string | number>> = params ?? {};
  return pattern.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The path ${pattern} needs its "${name}" parameter.`);
    return encodeURIComponent(String(value));
  });
}
