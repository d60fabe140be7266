"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useState } from "react";
import { usePurchase, usePurchaseStore } from "@/components/providers/StoreProvider";
import { useAttempt } from "@/components/ui/useAttempt";
import { addonPrefix, type Addon } from "@/lib/addons";
import { api, coverageQuery, leadStepPayload, type ApiError, type ApiResult, type StepExtra } from "@/lib/api";
import type { LeadStep, Plan } from "@/lib/api/contract";
import { flowContext, riskPatch } from "@/lib/funnel/context";
import { nextStep } from "@/lib/funnel/flow";
import { guardRedirect } from "@/lib/funnel/guard";
import { STEP } from "@/lib/funnel/steps";
import { planRequestEffect, soldAtAddress } from "@/lib/funnel/plan-change";
import { LEAD_ID_KEY, needsRestore, stateFromLead } from "@/lib/funnel/restore";
import { advertisedPrice, coveragePlans, namesPlan, orderPrice, parsePlanRequest, PLAN_NOTICE_PARAM, planRequestOutcome, type PlanNoticeCode } from "@/lib/plans";
import { pathFor, type RouteKey } from "@/lib/routing";
import { carriedQuery, currentSearch } from "@/lib/routing/query";
import { trackAddToCart, trackStepView } from "@/lib/tracking";
import { parseLastOrder, readLastOrderRaw } from "./order/lastOrder";
import type { PurchaseState } from "@/lib/store/purchase";

/**
 * The runtime every checkout step shares: waits for the store, restores the order from the
 * backend after a reload, selects the requested plan, applies the step guard, saves a step
 * (store + PATCH lead-v2) and moves on along lib/funnel's path. Query strings other than the
 * plan request (utm_*, gclid…) travel with the visitor from step to step; nothing personal is
 * ever put in a URL.
 */

export type Phase = "loading" | "ready";

/** The cart event of marketing §7 for a plan that joins the order. */
function trackPlanToCart(p: Plan): void {
  trackAddToCart({ ref: p.sku, name: p.plan, price: advertisedPrice(p) ?? 0 });
}

// The catalogue of an addon is the same on every step: fetched once per page load. A failed or
// empty answer is not kept, so the next step (or "Tentar novamente") asks again.
const catalogues = new Map<string, Promise<ApiResult<Plan[]>>>();
export function addonCatalogue(addon: Addon): Promise<ApiResult<Plan[]>> {
  const key = addon.apiAlias ?? "";
  let plans = catalogues.get(key);
  if (!plans) {
    plans = api.plans(addon.apiAlias ?? undefined).then((r): ApiResult<Plan[]> => (r.ok ? { ok: true, data: r.data.plans ?? [] } : r));
    plans.then((r) => (r.ok && r.data.length) || catalogues.delete(key)).catch(() => catalogues.delete(key));
    catalogues.set(key, plans);
  }
  return plans;
}

/** The query to carry (lib/routing/query): tracking and campaign parameters, never the plan request or ids. */
const carried = () => carriedQuery("checkout", currentSearch());

export function useCheckout(addon: Addon, routeKey: string) {
  const router = useRouter();
  const store = usePurchaseStore();
  const state = usePurchase((s) => s);
  const [phase, setPhase] = useState<Phase>("loading");
  // busy / error / "Tentar novamente" of the step's backend calls.
  const { busy, error, attempt, retry } = useAttempt();
  // The addon's plan list could not be read as the step opened (funnel §8's transport message):
  // shown in place of the step with its retry, which runs the opening again (`opening`).
  const [openError, setOpenError] = useState<ApiError | null>(null);
  const [opening, setOpening] = useState(0);
  const reopen = useCallback(() => {
    setOpenError(null);
    setOpening((n) => n + 1);
  }, []);

  const href = useCallback((key: RouteKey | "") => `${pathFor(addon.id, key)}${carried()}`, [addon.id]);
  /** /checkout/planos/ of this addon, saying why the visitor has to choose (lib/plans/notice). */
  const choosePlanHref = useCallback(
    (code: PlanNoticeCode) => {
      const query = new URLSearchParams(carried());
      query.set(PLAN_NOTICE_PARAM, code);
      return `${pathFor(addon.id, STEP.checkoutPlanos)}?${query.toString()}`;
    },
    [addon.id],
  );
  const go = useCallback((key: RouteKey | "", replace = false) => (replace ? router.replace(href(key)) : router.push(href(key))), [router, href]);
  /** On to this step's next step in the table (its row's `next`, with the order as it is now). */
  const next = useCallback(
    (replace = false) => go(nextStep(routeKey, flowContext(addon, store.getState())), replace),
    [go, routeKey, addon, store],
  );

  /**
   * The plan request of a link replaces the plan of the order under way (lib/funnel/plan-change):
   * coverage at the stored address is checked for the new plan and the lead's plan is changed
   * (PATCH plan). Sold there, the visitor stays on the step the link named; not sold, they see the
   * plans the address has (oferta-indisponivel), exactly as when the order started with that plan.
   */
  const changeOrderPlan = useCallback(
    (plan: Plan) => async (): Promise<ApiError | null> => {
      const coverage = await api.coverage(coverageQuery(store.getState(), addon, plan.sku));
      if (!coverage.ok) return coverage.error;
      const offered = coveragePlans(coverage.data.plans ?? [], addon);
      const s = store.getState();
      const result = await api.leadV2Step(s.leadId!, "plan", leadStepPayload("plan", { ...s, planoSelected: plan }));
      if (!result.ok) return result.error;
      const sold = soldAtAddress(offered, plan);
      store.getState().update({ planoSelected: plan, offerPlans: sold ? [] : offered, ...riskPatch(result.data.riskValidation) });
      trackPlanToCart(plan);
      if (!sold) go(STEP.checkoutOfertaIndisponivel, true);
      return null;
    },
    [store, addon, go],
  );

  useEffect(() => {
    let cancelled = false;
    (async () => {
      if (!store.persist.hasHydrated()) {
        await new Promise<void>((resolve) => {
          const off = store.persist.onFinishHydration(() => {
            off();
            resolve();
          });
          void store.persist.rehydrate();
        });
      }
      const query = new URLSearchParams(window.location.search);
      const request = parsePlanRequest(query);
      let s = store.getState();
      const storedLead = window.localStorage.getItem(LEAD_ID_KEY);
      if (!s.leadId && storedLead) s.update({ leadId: storedLead });
      const wantsPlan = namesPlan(request);
      let orderPlanChange: Plan | null = null;
      let plans: Plan[] = [];
      if (wantsPlan || !s.planoSelected || needsRestore(store.getState())) {
        const catalogue = await addonCatalogue(addon);
        if (cancelled) return;
        // A list that could not be read is not an empty one: the step says why and offers the
        // retry (funnel §8), rather than sending the visitor home as if the offer had no plans.
        if (!catalogue.ok) return setOpenError(catalogue.error);
        plans = catalogue.data;
      }
      if (cancelled) return;
      // The order is restored before the plan request is applied: the lead's plan must not
      // overwrite the plan the visitor has just asked for.
      if (needsRestore(store.getState())) {
        const id = store.getState().leadId!;
        const lead = await api.leadGet(id);
        if (cancelled) return;
        // The visitor may have moved on while the lead was read: a new CEP abandons the lead
        // (abandonLeads) before this answer comes, and the old address must not come back with it.
        const stillWanted = store.getState().leadId === id;
        if (stillWanted && lead.ok) store.getState().update(stateFromLead(lead.data, plans));
        else if (stillWanted && !lead.ok && (lead.error.status === 403 || lead.error.status === 404)) {
          window.localStorage.removeItem(LEAD_ID_KEY);
          store.getState().update({ leadId: null, sendAddress: true });
        }
      }
      if (wantsPlan) {
        if (!plans.length) return router.replace(`${addonPrefix(addon)}/`); // funnel §2: empty plan list → home
        const outcome = planRequestOutcome(plans, request, store.getState().planoSelected);
        if (outcome.kind === "select") {
          const effect = planRequestEffect(store.getState(), outcome.plan);
          if (effect === "change-order") orderPlanChange = outcome.plan;
          else if (effect === "select") {
            store.getState().selectPlan(outcome.plan);
            // A plan link (a landing card's 'Contratar agora') starts the order: the cart event of
            // marketing §7, as when the plan is chosen on /checkout/planos/.
            trackPlanToCart(outcome.plan);
          }
        }
        if (outcome.kind === "not-sold" || outcome.kind === "choose") {
          // A plan this addon does not sell (a link of another offer) must not ride along on the
          // plan an earlier visit left in the store: the visitor picks one of this addon's plans.
          const current = store.getState().planoSelected;
          if (current && !store.getState().leadId && !plans.some((p) => p.id === current.id)) store.getState().update({ planoSelected: null });
          if (routeKey !== STEP.checkoutPlanos) return router.replace(choosePlanHref(outcome.kind === "not-sold" ? "plano-fora-da-oferta" : "escolha-o-plano"));
        }
      }
      s = store.getState();
      const redirect = guardRedirect(routeKey, s, flowContext(addon, s), Boolean(parseLastOrder(readLastOrderRaw())));
      if (redirect !== null && redirect !== routeKey) {
        go(redirect, true);
        return;
      }
      setPhase("ready");
      // The order's plan changes with the step on screen, its busy state and retry included. The
      // entry (/checkout/) hands the request on to the CEP step, which makes the change.
      if (orderPlanChange && routeKey !== STEP.checkout) void attempt(changeOrderPlan(orderPlanChange));
      const plan = s.planoSelected;
      // The price the order has now: without direct debit once the visitor declined it.
      trackStepView(routeKey, { sku: plan?.sku, plan: plan?.plan, price: plan ? orderPrice(plan, s) : undefined, name: s.name, phone: s.phone, email: s.email });
    })();
    return () => {
      cancelled = true;
    };
  }, [addon, routeKey, store, router, go, choosePlanHref, attempt, changeOrderPlan, opening]);

  /**
   * Saves a step: the answers go to the store, then (for a lead step) to PATCH lead-v2/{id}/{step}
   * with the address while the address-send flag is on; on success the visitor moves on. Several
   * lead steps (a page that asks for more than one thing) are sent in order; a retry goes on from
   * the one that failed.
   */
  const save = useCallback(
    async (patch: Partial<PurchaseState>, apiStep?: LeadStep | readonly LeadStep[], extra?: StepExtra, to?: RouteKey) => {
      store.getState().update(patch);
      const steps: readonly LeadStep[] = apiStep === undefined ? [] : typeof apiStep === "string" ? [apiStep] : apiStep;
      let sent = 0;
      const ok = await attempt(async () => {
        for (; sent < steps.length; sent++) {
          const step = steps[sent]!;
          const s = store.getState();
          if (!s.leadId) return { kind: "rejected", message: "Seu pedido não foi encontrado. Comece novamente pelo CEP.", retryable: false };
          const body = leadStepPayload(step, s, extra);
          const result = await api.leadV2Step(s.leadId, step, body);
          if (!result.ok) return result.error;
          const sentAddress = "address" in body && body.address !== undefined;
          store.getState().update({ ...riskPatch(result.data.riskValidation), ...(sentAddress ? { sendAddress: false } : {}) });
        }
        // Inside the run, so "Tentar novamente" after a failure moves on too.
        if (to) go(to);
        else next();
        return null;
      });
      return ok;
    },
    [store, attempt, go, next],
  );


  const ctx = useMemo(() => flowContext(addon, state), [addon, state]);
  return {
    addon,
    routeKey,
    state,
    store,
    phase,
    ready: phase === "ready",
    error: openError ?? error,
    busy,
    retry: openError ? reopen : retry,
    attempt,
    save,
    go,
    next,
    href,
    ctx,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
