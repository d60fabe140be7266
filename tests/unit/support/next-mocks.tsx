/**
 * next/link as a plain element (Next's own prop, prefetch, is not a DOM attribute and is dropped), for
 * `vi.mock("next/link", async () => ({ default: (await import("./support/next-mocks")).LinkMock }))`.
 */
export function LinkMock(props: { href: string; prefetch?: boolean; children?: React.ReactNode }) {
  const { href, children, ...rest } = props;
  delete rest.prefetch;
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
