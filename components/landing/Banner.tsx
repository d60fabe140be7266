import { StaticImage } from "@/components/ui/StaticImage";
import { Carousel } from "./islands";
import type { Addon } from "@/lib/addons";
import { advertisedOffer, formatFull, formatMonthly, type Plan } from "@/lib/plans";
import styles from "./Banner.module.css";
import { BANNER_SLIDES, PLANS_ANCHOR, type BannerSlide } from "./bannerSlides";
import { WhatsAppIcon } from "./icons";
import { checkoutHref, whatsAppHref } from "./links";
import { TrackedLink } from "./TrackedLink";

/** Banner timing of marketing §9: 5 s per slide, 700 ms transition. */
const AUTOPLAY_MS = 5000;
const SPEED_MS = 700;

interface OfferLinks {
  /**
   * The offer slide's 'Ver planos': the advertised plan's card in the plan list (its sku as the
   * hash, marketing §2: the card is scrolled to and centred), or the list when it is not there.
   */
  plans: string;
  /** 'Contratar agora' (es, r3): the online purchase of the advertised plan. */
  buy: string | null;
  /** 'Contratar via WhatsApp' unless the addon hides it. */
  whatsapp: string | null;
}

/**
 * The advertised plan is the 700 Mega with Globoplay of the addon's catalogue (d600gl, or d600gles
 * for es and r3: advertisedOffer). Its WhatsApp link serves the banner too; a catalogue without it
 * lends the first plan's, and with none at all the button is left out rather than pointing nowhere.
 * `listed` is the landing's plan list: 'Ver planos' leads to the offer's card when it is there.
 */
function offerLinks(addon: Addon, plans: readonly Plan[], listed: readonly Plan[]): OfferLinks {
  const offerPlan = advertisedOffer(plans);
  const whatsapp = addon.showBannerWhatsApp
    ? (whatsAppHref(offerPlan) ?? plans.map(whatsAppHref).find((href) => href !== null) ?? null)
    : null;
  const buy = addon.showBannerContratarAgora ? (offerPlan ? checkoutHref(addon.id, offerPlan.sku) : PLANS_ANCHOR) : null;
  const onList = offerPlan !== null && listed.some((p) => p.sku === offerPlan.sku);
  return { plans: onList ? `#${offerPlan.sku}` : PLANS_ANCHOR, buy, whatsapp };
}

function Slide({ slide, addon, links, first }: { slide: BannerSlide; addon: Addon; links: OfferLinks; first: boolean }) {
  const isOffer = slide.id === "offer";
  return (
    <article className={styles.slide} data-slide={slide.id}>
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{slide.eyebrow}</p>
        <h2 className={styles.title}>{slide.title}</h2>
        <p className={styles.text}>{slide.text}</p>
        {isOffer && (
          <p className={styles.price}>
            <s className={styles.full}>{formatFull(addon.bannerOffer.fullPrice)}</s>
            <strong className={styles.monthly}>{formatMonthly(addon.bannerOffer.price)}</strong>
            <span className={styles.terms}>no débito automático, por 12 meses</span>
          </p>
        )}
        <div className={styles.actions}>
          <a className={styles.primary} href={isOffer ? links.plans : slide.action.href}>
            {slide.action.label}
          </a>
          {isOffer && links.buy && (
            <TrackedLink className={styles.secondary} href={links.buy}>
              Contratar agora
            </TrackedLink>
          )}
          {isOffer && links.whatsapp && (
            <a className={styles.secondary} href={links.whatsapp} target="_blank" rel="noopener noreferrer">
              <WhatsAppIcon className={styles.icon} />
              Contratar via WhatsApp
              <span className="visually-hidden"> (abre em nova aba)</span>
            </a>
          )}
        </div>
      </div>
      <div className={styles.art}>
        <StaticImage
          src={slide.image}
          alt=""
          width={400}
          height={300}
          loading={first ? "eager" : "lazy"}
          fetchPriority={first ? "high" : "auto"}
        />
      </div>
    </article>
  );
}

/**
 * The banner carousel (marketing §1-2, §4, §9). Every slide is server HTML at its final size;
 * the carousel island only moves them.
 */
export function Banner({ addon, plans, listed }: { addon: Addon; plans: readonly Plan[]; listed: readonly Plan[] }) {
  const links = offerLinks(addon, plans, listed);
  return (
    <Carousel
      label="Ofertas em destaque"
      autoplayMs={AUTOPLAY_MS}
      speed={SPEED_MS}
      loop
      className={styles.banner}
      slides={BANNER_SLIDES.map((slide, i) => (
        <Slide key={slide.id} slide={slide} addon={addon} links={links} first={i === 0} />
      ))}
    />
  );
}
