import { MAX_LENGTH } from "./limits";

/**
 * {local}@{domain}.{2-6 letters} (marketing §5), tightened where mail servers would refuse the
 * address anyway: the local part uses RFC 5322's plain characters without leading, trailing or
 * doubled dots; domain labels are letters, digits and inner hyphens. Stricter than the API
 * contract's pattern, so whatever passes here also passes the proxy.
 */
const EMAIL =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,6}$/;

export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= MAX_LENGTH.email && EMAIL.test(email);
}
