/**
 * imask held back until the test says so (`release()`), every mask it binds counted: `bound`, all
 * bound so far; `live`, those not yet destroyed. For a test file's own mock (the state is this
 * module's, one per test file):
 *   vi.mock("imask", async (importOriginal) => (await import("./support/imask-gate")).gatedIMask(importOriginal));
 * and `import { imask } from "./support/imask-gate"` to release it and read the counts.
 */
let release!: () => void;
const arrived = new Promise<void>((resolve) => (release = resolve));
export const imask = { arrived, release, bound: 0, live: 0 };

type IMaskModule = typeof import("imask");

/** The imask module, once released, with a default export that counts the masks it binds. */
export async function gatedIMask(importOriginal: () => Promise<IMaskModule>): Promise<Pick<IMaskModule, "default">> {
  await imask.arrived;
  const original = (await importOriginal()).default;
  const counted = Object.assign((...args: Parameters<typeof original>) => {
    const instance = original(...args);
    imask.bound++;
    imask.live++;
    const destroy = instance.destroy.bind(instance);
    instance.destroy = () => {
      imask.live--;
      destroy();
    };
    return instance;
  }, original);
  return { default: counted };
}
