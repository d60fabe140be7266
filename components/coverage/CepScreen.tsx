"use client";

import type { ScreenProps } from "@/lib/routing";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { CepField } from "@/components/address/CepField";
import { cepRefusal } from "@/components/address/cepRefusal";
import { CorreiosLink } from "@/components/address/CorreiosLink";
import { LandingLeadDrawer } from "@/components/landing/sections/lead/LandingLeadDrawer";
import { ScreenFrame } from "@/components/ui/ScreenFrame";
import { SlowCallNotice } from "@/components/ui/SlowCallNotice";
import { Button, type ButtonState } from "@/components/ui/Button";
import { Checkbox } from "@/components/ui/Checkbox";
import { FormAlert } from "@/components/ui/FormAlert";
import { useLoaded, zodForm } from "@/components/ui/forms";
import { PhoneField } from "@/components/ui/PhoneField";
import { MESSAGES } from "@/lib/api/client/messages";
import { apiError, type ApiError } from "@/lib/api/client/result";
import { COVERAGE_FORM_DEFAULTS, loadForms } from "@/lib/validation/rules";
import { addressChange } from "@/lib/funnel/address-change";
import { useCoverage } from "./useCoverage";
import frame from "@/components/ui/ScreenFrame.module.css";
import { Form } from "@/components/ui/Form";

/** Marketing §9: the button turns to success this long after a valid lookup. */
export const COVERAGE_SUCCESS_DELAY_MS = 1200;
/** The success state stays in view this long before the lead drawer opens. */
const DRAWER_OPEN_DELAY_MS = 400;
const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));
export const CONSENT_LABEL = "Concordo em receber comunicações de TIM Ultrafibra por SMS e WhatsApp.";

/**
 * /consultar-cobertura/cep/ (marketing §2 "Coverage-check page", §4, §5): CEP, phone and the
 * preselected SMS/WhatsApp consent. 'Consultar Cobertura' stays disabled until the form is valid;
 * it looks the CEP up, turns to success 1.2 s later and opens the lead drawer (name, e-mail,
 * phone → nr-imovel). A failed lookup leaves its message under the CEP and no drawer opens.
 */
const loadSchema = () => loadForms().then((f) => f.coverageFormSchema);
/**
 * What the lookup needs (the API client, ~10 KB compressed, and the clean-up of an old address's
 * leads), loaded with the first 'Consultar Cobertura', not with the page; a failed load is a
 * network fault like any other, with its retry.
 */
const loadLookup = () =>
  Promise.all([import("@/lib/api"), import("@/components/address/abandonLeads")]).then(([{ api }, { abandonLeads }]) => ({ api, abandonLeads }));

export function CepScreen({ addon, route }: ScreenProps) {
  const { store, state, hydrated } = useCoverage(addon);
  const form = useForm({ ...zodForm(loadSchema), defaultValues: COVERAGE_FORM_DEFAULTS });
  const [button, setButton] = useState<ButtonState>("default");
  const [drawer, setDrawer] = useState<"never" | "open" | "closed">("never");
  // A lookup that failed on the way (server, network, timeout), not because of the CEP.
  const [fault, setFault] = useState<ApiError | null>(null);

  // A return visit finds what it typed before.
  const restored = useRef(false);
  useEffect(() => {
    if (!hydrated || restored.current) return;
    restored.current = true;
    // What the visitor typed before the store arrived (the page is served with the form) wins.
    if (state.zip || state.phone) form.reset({ cep: state.zip, phone: state.phone, acceptPhoneContact: state.acceptPhoneContact }, { keepDirtyValues: true });
  }, [hydrated, state.zip, state.phone, state.acceptPhoneContact, form]);

  // The error state of the button, and a fault's alert, last until the CEP changes.
  const cep = useWatch({ control: form.control, name: "cep" });
  const lastCep = useRef(cep);
  useEffect(() => {
    if (cep === lastCep.current) return;
    lastCep.current = cep;
    setButton((b) => (b === "error" ? "default" : b));
    setFault(null);
  }, [cep]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (button === "loading") return;
    setButton("loading");
    setFault(null);
    const typed = form.getValues();
    // The lookup and the 1.2 s run side by side: success never shows before the delay.
    const lookup = loadLookup().then(
      async (calls) => ({ calls, result: await calls.api.cepInformation(values.cep) }),
      () => null,
    );
    const [done] = await Promise.all([lookup, sleep(COVERAGE_SUCCESS_DELAY_MS)]);
    if (!done || !done.result.ok) {
      setButton("error");
      // One message: about the CEP under the field, which is then invalid; a fault of the server
      // or the connection once, in the alert with its retry, the field left valid (lib/api refusal).
      setFault(cepRefusal(form.setError, done && !done.result.ok ? done.result.error : apiError("network", MESSAGES.network)));
      return;
    }
    const { calls, result } = done;
    const before = store.getState();
    const change = addressChange(before, typed.cep, null);
    store.getState().update({
      zip: typed.cep,
      street: result.data.address,
      neighborhood: result.data.neighborhood ?? "",
      city: result.data.city,
      uf: result.data.UF,
      phone: typed.phone,
      acceptPhoneContact: Boolean(typed.acceptPhoneContact),
      // Another CEP is another address: the leads made for the old one are deleted (best effort,
      // with the address and phone they were made with), and the house's details start afresh.
      ...change.house,
      ...(change.lead === "abandon" ? await calls.abandonLeads(before) : {}),
    });
    setButton("success");
    await sleep(DRAWER_OPEN_DELAY_MS);
    setDrawer("open");
  });

  const { errors } = form.formState;
  // Disabled until the typed values pass the schema. Not RHF's isValid: an error from the lookup
  // (setError) would keep the button disabled, and a failed lookup must be repeatable.
  const typed = useWatch({ control: form.control });
  // The schema (zod with it, 30 KB compressed) loads with the first value typed or restored: an
  // empty form is invalid without it, and a visitor who only reads never downloads it. Until it
  // has arrived the button waits too.
  const schema = useLoaded(loadSchema, Boolean(typed.cep || typed.phone));
  const valid = schema?.safeParse(typed).success ?? false;
  return (
    <ScreenFrame
      screen={route.key}
      title={route.heading}
      intro={<p>Informe o CEP do endereço de instalação e um telefone para contato. Em poucos segundos você descobre se a TIM Ultrafibra chega até você.</p>}
    >
      <Form className={frame.body} onSubmit={onSubmit} aria-label="Consulta de cobertura">
        <CepField
          control={form.control}
          name="cep"
          placeholder="00000-000"
          hint={<CorreiosLink newTabNote=" (abre o site dos Correios em nova aba)" />}
        />
        <PhoneField
          control={form.control}
          name="phone"
          placeholder="(11) 91234-5678"
          error={errors.phone?.message}
        />
        <Checkbox {...form.register("acceptPhoneContact")} label={CONSENT_LABEL} />
        <Button
          type="submit"
          variant="primary"
          fullWidth
          state={button}
          successLabel="CEP encontrado!"
          disabled={!valid && button !== "loading"}
        >
          Consultar Cobertura
        </Button>
        {fault && <FormAlert message={fault.message} onRetry={fault.retryable ? () => void onSubmit() : undefined} retrying={button === "loading"} />}
        <SlowCallNotice busy={button === "loading"} />
        <p className="visually-hidden" role="status">
          {button === "success" ? "CEP encontrado. Complete seus dados para continuar." : ""}
        </p>
      </Form>
      {drawer !== "never" && <LandingLeadDrawer addon={addon} open={drawer === "open"} onClose={() => setDrawer("closed")} />}
    </ScreenFrame>
  );
}
