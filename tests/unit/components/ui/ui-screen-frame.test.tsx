import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ScreenFrame } from "@/components/ui/ScreenFrame";

describe("ScreenFrame: the frame of every funnel screen", () => {
  it("names its section by the heading, marks the screen, names the document and shows intro then content", () => {
    render(
      <ScreenFrame screen="consultar-cobertura/cep" title="Consulte a cobertura na sua região" intro={<p>Informe o CEP.</p>}>
        <p>Conteúdo</p>
      </ScreenFrame>,
    );
    const heading = screen.getByRole("heading", { level: 1, name: "Consulte a cobertura na sua região" });
    expect(heading).toHaveAttribute("data-screen", "consultar-cobertura/cep");
    expect(heading).toHaveAttribute("tabindex", "-1");
    expect(screen.getByRole("region", { name: "Consulte a cobertura na sua região" })).toContainElement(heading);
    expect(document.title).toBe("Consulte a cobertura na sua região | TIM Ultrafibra");
    const intro = screen.getByText("Informe o CEP.");
    expect(heading.compareDocumentPosition(intro) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(intro.compareDocumentPosition(screen.getByText("Conteúdo")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("leaves the intro out when there is none", () => {
    const { container } = render(<ScreenFrame screen="s" title="T" />);
    expect(container.querySelector("section")!.children).toHaveLength(1);
  });
});
