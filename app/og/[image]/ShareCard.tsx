import { SHARE_IMAGE_FACTS, type ShareImage } from "@/lib/shareImages";

/**
 * One Open Graph image, drawn by satori (next/og): flexbox and inline styles only, every element
 * with several children a flex box. The brand's navy (#001e62, the theme colour) with the logo's
 * red wave; Black Friday near-black. White and #c9d4f0 text keep 7:1 and more on both.
 */

const NAVY = "#001e62";
const BLUE = "#0033a0";
const RED = "#e4002b";
const WAVE = "M2 16c6-12 12-12 18 0s12 12 18 0";

export function ShareCard({ image }: { image: ShareImage }) {
  const background = image.dark ? "linear-gradient(135deg, #05070f 0%, #141b33 100%)" : `linear-gradient(135deg, ${NAVY} 0%, ${BLUE} 100%)`;
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        backgroundImage: background,
        color: "#ffffff",
        fontFamily: "Inter",
        position: "relative",
      }}
    >
      {/* The wave again, large and faint, on the right behind the text. */}
      <svg
        width="560"
        height="392"
        viewBox="0 -2 40 28"
        style={{ position: "absolute", right: -40, top: 142, opacity: image.dark ? 0.3 : 0.12 }}
      >
        <path d={WAVE} fill="none" stroke={image.dark ? RED : "#ffffff"} strokeWidth="3" strokeLinecap="round" />
      </svg>
      <div style={{ display: "flex", alignItems: "center" }}>
        <svg width="92" height="56" viewBox="0 0 40 24">
          <path d={WAVE} fill="none" stroke={RED} strokeWidth="4" strokeLinecap="round" />
        </svg>
        <div style={{ display: "flex", fontSize: 46, marginLeft: 20, letterSpacing: 0.5 }}>
          <span style={{ fontWeight: 800 }}>TIM</span>
          <span style={{ fontWeight: 500, marginLeft: 12 }}>Ultrafibra</span>
        </div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", maxWidth: 960 }}>
        <div style={{ display: "flex" }}>
          <span
            style={{
              backgroundColor: RED,
              borderRadius: 999,
              padding: "8px 24px",
              fontSize: 26,
              fontWeight: 800,
              letterSpacing: 1,
              textTransform: "uppercase",
            }}
          >
            {image.eyebrow}
          </span>
        </div>
        <div style={{ fontSize: 70, fontWeight: 800, lineHeight: 1.08, letterSpacing: -1.5, marginTop: 28 }}>{image.headline}</div>
        <div style={{ fontSize: 34, fontWeight: 500, lineHeight: 1.3, color: "#c9d4f0", marginTop: 24 }}>{image.tagline}</div>
      </div>
      <div style={{ display: "flex" }}>
        {SHARE_IMAGE_FACTS.map((fact) => (
          <span
            key={fact}
            style={{
              border: "2px solid rgba(255, 255, 255, 0.4)",
              borderRadius: 999,
              padding: "10px 26px",
              marginRight: 16,
              fontSize: 26,
              fontWeight: 500,
            }}
          >
            {fact}
          </span>
        ))}
      </div>
    </div>
  );
}
