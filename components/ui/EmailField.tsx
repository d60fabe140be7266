import { MAX_LENGTH } from "@/lib/validation/rules";
import { TextField, type TextFieldProps } from "./TextField";

export type EmailFieldProps = Omit<TextFieldProps, "type" | "label"> & {
  /** "E-mail" unless the form asks for something more specific. */
  label?: TextFieldProps["label"];
};

/**
 * An e-mail field: the e-mail keyboard, the browser's e-mail autofill and the address's length
 * limit (marketing §5), the same on every form that asks for one. `{...register("email")}` spreads
 * onto it as onto TextField.
 */
export function EmailField({ label = "E-mail", ...props }: EmailFieldProps) {
  return <TextField type="email" label={label} autoComplete="email" inputMode="email" maxLength={MAX_LENGTH.email} {...props} />;
}
