"use client";

import { Button } from "@/components/ui/Button";
import type { ReactNode } from "react";

/**
 * 'Confira os Planos' on the Paramount+ hero (marketing §2): scrolls down one screen height,
 * which is where the full-height hero ends and the plans begin.
 */
export function ScrollDownButton({ children, className }: { children: ReactNode; className?: string }) {
  const scroll = () => {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollBy({ top: window.innerHeight, behavior: reduced ? "auto" : "smooth" });
  };
  return (
    <Button className={className} onClick={scroll}>
      {children}
    </Button>
  );
}
