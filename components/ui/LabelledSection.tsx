import type { ReactNode } from "react";

/**
 * A section of a screen named by its own <h2> (aria-labelledby), so assistive technology lists it
 * by that name. `headingId` is the heading's id (kept stable: links and tests may point at it).
 */
export function LabelledSection({
  headingId,
  title,
  className,
  titleClassName,
  id,
  children,
}: {
  headingId: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={headingId} id={id}>
      <h2 id={headingId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
