import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLayoutEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { MaskedField } from "@/components/ui/MaskedField";
import { useLoaded } from "@/components/ui/forms";
import { MASKS } from "@/lib/validation";

/*
 * imask arrives when the test says so, and every mask it binds is counted until destroyed: one
 * input must never have two masks. Two masks on one input each rewrite the text from their own
 * idea of it, and the one the hook no longer knows keeps the value it was bound on: the restored
 * store value came back over what the visitor typed (e2e: the birth date on a phone).
 */
const imask = vi.hoisted(() => {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release, live: 0 };
});
vi.mock("imask", async (importOriginal) => {
  await imask.arrived;
  const original = (await importOriginal<typeof import("imask")>()).default;
  const counted = Object.assign((...args: Parameters<typeof original>) => {
    const instance = original(...args);
    imask.live++;
    const destroy = instance.destroy.bind(instance);
    instance.destroy = () => {
      imask.live--;
      destroy();
    };
    return instance;
  }, original);
  return { default: counted };
});

const loadIMask = () => import("imask");

/**
 * Focuses the field in a layout effect of the render in which imask arrives: after React has
 * committed the field's new handlers, before its passive effects run. A visitor's tap can land in
 * that gap on a slow phone; here it lands there every time.
 */
function FocusWhenMaskArrives() {
  const arrived = useLoaded(loadIMask, true);
  useLayoutEffect(() => {
    if (arrived) screen.getByLabelText("Data de nascimento").focus();
  }, [arrived]);
  return null;
}

function BirthForm() {
  const { control } = useForm({ values: { birthDate: "31/12/1990" }, resetOptions: { keepDirtyValues: true } });
  const value = useWatch({ control, name: "birthDate" });
  return (
    <form>
      <output data-testid="value">{value}</output>
      <MaskedField control={control} name="birthDate" label="Data de nascimento" mask={MASKS.date} inputMode="numeric" />
      <FocusWhenMaskArrives />
    </form>
  );
}

describe("a field focused as imask arrives", () => {
  it("gets one mask, and what the visitor types replaces the restored value", async () => {
    const user = userEvent.setup();
    render(<BirthForm />);
    const field = screen.getByLabelText("Data de nascimento");
    expect(field).toHaveValue("31/12/1990");
    await act(async () => imask.release());
    await waitFor(() => expect(field).toHaveFocus());
    expect(imask.live).toBe(1);

    await user.clear(field);
    await user.type(field, "01011990");
    expect(field).toHaveValue("01/01/1990");
    await waitFor(() => expect(screen.getByTestId("value").textContent).toBe("01/01/1990"));
    expect(imask.live).toBe(1);
  });
});
