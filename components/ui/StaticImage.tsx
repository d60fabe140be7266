import type { ImgHTMLAttributes } from "react";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
};

/**
 * A picture of our own (every one is an SVG under /public, served as is): an `<img>` with its size,
 * so the box is reserved before it loads, loaded lazily unless `loading="eager"` is passed. It
 * replaces next/image, which served these SVGs unchanged anyway (it does not optimise SVG) but put
 * its client component (about 6 KB compressed) in a chunk every page loaded, the checkout's too.
 */
export function StaticImage({ loading = "lazy", decoding = "async", alt, ...rest }: Props) {
  // eslint-disable-next-line @next/next/no-img-element -- SVGs served as they are; see above.
  return <img alt={alt} loading={loading} decoding={decoding} {...rest} />;
}
