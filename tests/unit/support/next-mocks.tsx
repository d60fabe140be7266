/**
 * next/link and next/image as plain elements (Next's own props, prefetch and unoptimized, are not
 * DOM attributes and are dropped), for
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

export function ImageMock(props: React.ImgHTMLAttributes<HTMLImageElement> & { unoptimized?: boolean }) {
  const { alt = "", ...rest } = props;
  delete rest.unoptimized;
  // eslint-disable-next-line @next/next/no-img-element
  return <img alt={alt} {...rest} />;
}
