/**
 * A schema built the first time it is used, not when its module loads.
 * Why: building zod 4 schemas is costly (every .optional(), .refine() and object is a new instance
 * with its own setup) and the contract and form modules build a few hundred of them; on a phone
 * that was a 400 ms main-thread block at every page start, for schemas most pages never use.
 * The proxy forwards everything to the real schema (zod 4 binds its methods to the instance, so
 * they work through it), and `instanceof` follows its prototype. Types are the schema's own.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const real = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // A proxy may only report a non-configurable property its own (empty) target has.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
  });
}
