/** The retail plans: the default catalogue and the base of most addon catalogues. */
const RETAIL = ["d500a", "d600gl", "d600b", "d600c", "d700a", "d1000a", "d1000c", "d1000d", "d2000b"];

// TIM mobile customers get d400rt instead of d400a (marketing §4).
const TIM_MOBILE = ["d400rt", ...RETAIL];

/**
 * Static plan catalogues served at GET /json/{file} (funnel §7), file name → skus. plans.json is
 * the default when an addon has no file of its own. Regional files keep the skus the client
 * filters out (d300r on r2, d500b on r), so those filters have something to act on.
 */
export const STATIC_CATALOGUES: Record<string, string[]> = {
  "plans.json": ["d300a", "d400a", "d500b", "d600a", "d700b", "d1000b", ...RETAIL],
  "timblack.json": TIM_MOBILE,
  "timcontrole.json": TIM_MOBILE,
  "timpre.json": TIM_MOBILE,
  "b.json": RETAIL,
  "r.json": ["d300r", "d400r", "d500a", "d500b", "d600ar", "d600br", "d1000a", "d1000c"],
  "r2.json": ["d300r", "d400r", "d500a", "d600ar", "d600br", "d1000a"],
  "r3.json": ["d500a", "d600ar3", "d600gles", "d1000a"],
  "es.json": ["d500a", "d600ar3", "d600gles", "d1000a"],
  "sp.json": ["d500a", "d600asp", "d600b", "d600c", "d1000a", "d1000c", "d1000d"],
  "premium.json": ["d500em", "d1000em", "d600cb", "d1000cb"],
  "rs.json": ["d500a", "d700rs", "d1000a", "d1000c", "d2000b"],
  "livelo.json": RETAIL,
};
