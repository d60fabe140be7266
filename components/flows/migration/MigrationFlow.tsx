"use client";

import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/Button";
import { Checkbox } from "@/components/ui/Checkbox";
import { FormAlert } from "@/components/ui/FormAlert";
import { MaskedField } from "@/components/ui/MaskedField";
import { TextField } from "@/components/ui/TextField";
import { zodForm } from "@/components/ui/forms";
import type { ScreenProps } from "@/components/screens/types";
import { api, cpfLookupPayload, migrationAddressPayload, missingMessage } from "@/lib/api";
import type { Plan } from "@/lib/api/contract";
import { splitPlanName } from "@/lib/plans";
import { INITIAL_PURCHASE } from "@/lib/store/purchase";
import { MASKS, MAX_LENGTH, loadForms } from "@/lib/validation/rules";
import { CpfForm } from "../CpfForm";
import { FlowFrame } from "../FlowFrame";
import { OfferCard, offerPrice } from "../OfferCard";
import type { MaskedUserData } from "../flowStore";
import { originLabel } from "@/lib/visit/origin";
import { NoOffers } from "../renewal/RenewalCpfStep";
import { useAttempt, type Attempt } from "../useAttempt";
import styles from "../Flow.module.css";

/**
 * Fibre migration (migracao-ultrafibra), one page at /migracao-ultrafibra/consulta-cpf/ whose
 * steps follow each other in memory: CPF → POST fiber-migration/offers (offers and the masked
 * userData) → plan (PATCH fiber-migration/plan/{idLead}) → CEP (GET tim-api/address-info, PATCH
 * fiber-migration/address/cep/{idLead}) → number and complement (complement types of the
 * address's network, PATCH …/address/number/{idLead}) → confirmation (PUT lead-v2/{id}
 * ?fiberMigration=true) → order placed. One page because the route table names only this path
 * for the migration (tests/unit/routing-parse "defines no route the specs do not name"), and
 * because nothing of the customer may outlive the tab: a reload starts again at the CPF.
 */

export type MigrationStep = "cpf" | "offers" | "cep" | "number" | "confirm" | "done";

interface Address {
  cep: string;
  street: string;
  neighborhood: string;
  city: string;
  uf: string;
  infraco: string;
  blockAllotment: boolean;
  number: string;
  complement: string;
  blockNr: string;
  lotNr: string;
}

interface MigrationData {
  idLead: string;
  offers: Plan[];
  userData: MaskedUserData | null;
  plan: Plan | null;
  address: Address | null;
  complementTypes: { code: string; description: string }[];
  orderNumber: string | null;
}

const TITLES: Record<MigrationStep, string> = {
  cpf: "Migre para a TIM Ultrafibra: informe seu CPF",
  offers: "Escolha seu plano TIM Ultrafibra",
  cep: "Qual é o CEP da instalação?",
  number: "Qual é o número do imóvel?",
  confirm: "Confira e confirme sua migração",
  done: "Pedido de migração realizado",
};

const noLead = { kind: "rejected", message: "Sua consulta expirou. Informe o CPF de novo.", retryable: false } as const;

export function MigrationFlow({ route }: ScreenProps) {
  const [step, setStep] = useState<MigrationStep>("cpf");
  const [data, setData] = useState<MigrationData | null>(null);
  const [noOffers, setNoOffers] = useState(false);
  const attempt = useAttempt();

  const goStep = (next: MigrationStep) => {
    attempt.clear();
    setStep(next);
  };
  const update = (patch: Partial<MigrationData>) => setData((d) => (d ? { ...d, ...patch } : d));

  const onCpf = async (cpf: string) => {
    setNoOffers(false);
    await attempt.attempt(async () => {
      const result = await api.migrationOffers(cpfLookupPayload(cpf, new URLSearchParams(window.location.search), originLabel()));
      if (!result.ok) return result.error;
      const offers = result.data.plansOffers ?? [];
      const idLead = result.data.idLead;
      if (!offers.length || idLead === undefined || idLead === null) {
        setNoOffers(true);
        return null;
      }
      setData({ idLead: String(idLead), offers, userData: result.data.userData ?? null, plan: null, address: null, complementTypes: [], orderNumber: null });
      setStep("offers");
      return null;
    });
  };

  const title = TITLES[step];
  return (
    <div className={styles.narrow}>
      <FlowFrame title={title} screen={`${route.key}:${step}`} intro={introFor(step, data)}>
        {step === "cpf" && (
          <>
            <CpfForm attempt={attempt} onCpf={onCpf} />
            {/* Outside the migration addon: its other paths all lead back here. */}
            {noOffers && <NoOffers addonId="" what="ofertas de migração" />}
          </>
        )}
        {step === "offers" && data && (
          <OffersStep
            data={data}
            attempt={attempt}
            onChosen={(plan) => {
              update({ plan });
              goStep("cep");
            }}
            onBack={() => goStep("cpf")}
          />
        )}
        {step === "cep" && data && (
          <CepStep
            data={data}
            attempt={attempt}
            onDone={(address, complementTypes) => {
              update({ address, complementTypes });
              goStep("number");
            }}
            onBack={() => goStep("offers")}
          />
        )}
        {step === "number" && data?.address && (
          <NumberStep
            data={data}
            address={data.address}
            attempt={attempt}
            onDone={(address) => {
              update({ address });
              goStep("confirm");
            }}
            onBack={() => goStep("cep")}
          />
        )}
        {step === "confirm" && data?.plan && data.address && (
          <ConfirmStep
            data={data}
            attempt={attempt}
            onDone={(orderNumber) => {
              update({ orderNumber });
              goStep("done");
            }}
            onEdit={goStep}
          />
        )}
        {step === "done" && data?.orderNumber && (
          <div className={styles.done}>
            <p>Pronto! Sua migração para a TIM Ultrafibra foi registrada.</p>
            <p>
              Número do pedido: <strong className={styles.orderNumber} data-testid="order-number">{data.orderNumber}</strong>
            </p>
            <p>Em breve entraremos em contato pelo telefone cadastrado para agendar a instalação.</p>
            <p>
              Dúvidas sobre a migração? Veja as <a href="/faq-migracao.pdf">perguntas frequentes (PDF)</a>.
            </p>
          </div>
        )}
      </FlowFrame>
    </div>
  );
}

function introFor(step: MigrationStep, data: MigrationData | null) {
  const name = data?.userData?.name?.trim();
  switch (step) {
    case "cpf":
      return <p>Cliente TIM Live ou fibra: informe o CPF do titular para ver a sua oferta de migração.</p>;
    case "offers":
      return <p>{name ? `Olá, ${name}! ` : ""}Estas são as ofertas de migração para você.</p>;
    case "cep":
      return <p>Informe o CEP do endereço onde a TIM Ultrafibra será instalada.</p>;
    case "number":
      return data?.address ? <p>{addressLine(data.address, false)}</p> : null;
    default:
      return null;
  }
}

function addressLine(a: Address, withNumber: boolean): string {
  const street = [a.street, withNumber ? a.number : "", withNumber && a.complement ? a.complement : ""].filter(Boolean).join(", ");
  const block = withNumber && a.blockAllotment ? `Quadra ${a.blockNr}, Lote ${a.lotNr}` : "";
  const place = [a.neighborhood, [a.city, a.uf].filter(Boolean).join("/")].filter(Boolean).join(" – ");
  return [street, block, place, `CEP ${a.cep}`].filter(Boolean).join(" · ");
}

function ErrorAlert({ attempt }: { attempt: Attempt }) {
  const { error, retry, busy } = attempt;
  return error ? <FormAlert message={error.message} onRetry={error.retryable ? retry : undefined} retrying={busy} /> : null;
}

function OffersStep({ data, attempt, onChosen, onBack }: { data: MigrationData; attempt: Attempt; onChosen: (plan: Plan) => void; onBack: () => void }) {
  const [pending, setPending] = useState<string | null>(null);
  const choose = (plan: Plan) => {
    setPending(plan.id);
    void attempt.attempt(async () => {
      const result = await api.migrationPlan(data.idLead, { idPlan: plan.id });
      if (!result.ok) return result.error;
      onChosen(plan);
      return null;
    });
  };
  return (
    <>
      {data.userData && (
        <p className={styles.cardSubtitle} data-testid="user-data">
          Titular: {data.userData.name ?? ""} {data.userData.documentNumber ? `· CPF ${data.userData.documentNumber}` : ""}
          {data.userData.email ? ` · ${data.userData.email}` : ""}
          {data.userData.phone ? ` · ${data.userData.phone}` : ""}
        </p>
      )}
      <ul className={styles.offers}>
        {data.offers.map((plan, index) => (
          <OfferCard key={plan.id} plan={plan} headingId={`migration-offer-${index + 1}`} selected={data.plan?.id === plan.id}>
            <Button
              type="button"
              variant={index === 0 ? "primary" : "secondary"}
              fullWidth
              state={attempt.busy && pending === plan.id ? "loading" : "default"}
              disabled={attempt.busy}
              aria-describedby={`migration-offer-${index + 1}`}
              onClick={() => choose(plan)}
            >
              Escolher este plano
            </Button>
          </OfferCard>
        ))}
      </ul>
      <ErrorAlert attempt={attempt} />
      <Button type="button" variant="ghost" onClick={onBack}>
        Consultar outro CPF
      </Button>
    </>
  );
}

function CepStep({
  data,
  attempt,
  onDone,
  onBack,
}: {
  data: MigrationData;
  attempt: Attempt;
  onDone: (address: Address, complementTypes: MigrationData["complementTypes"]) => void;
  onBack: () => void;
}) {
  const form = useForm({ ...zodForm(() => loadForms().then((f) => f.checkoutCepSchema)), defaultValues: { cep: data.address?.cep ?? "" } });
  const onSubmit = form.handleSubmit(async ({ cep }) => {
    await attempt.attempt(async () => {
      const info = await api.addressInfo(cep);
      if (!info.ok) {
        form.setError("cep", { message: info.error.message }, { shouldFocus: true });
        return info.error.retryable ? info.error : null;
      }
      const saved = await api.migrationAddress(data.idLead, "cep", { cep });
      if (!saved.ok) return saved.error;
      const infraco = info.data.infraco ?? "";
      let types: MigrationData["complementTypes"] = [];
      if (infraco) {
        const list = await api.complementTypes(infraco);
        if (list.ok) types = list.data.complementTypes ?? [];
      }
      const masked = form.getValues("cep");
      const same = data.address && data.address.cep === masked;
      onDone(
        {
          cep: masked,
          street: info.data.address ?? "",
          neighborhood: info.data.neighborhood ?? "",
          city: info.data.city ?? "",
          uf: info.data.state ?? "",
          infraco,
          blockAllotment: Boolean(info.data.is_block_allotment),
          number: same ? data.address!.number : "",
          complement: same ? data.address!.complement : "",
          blockNr: same ? data.address!.blockNr : "",
          lotNr: same ? data.address!.lotNr : "",
        },
        types,
      );
      return null;
    });
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <MaskedField
        control={form.control}
        name="cep"
        label="CEP"
        mask={MASKS.cep}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={MAX_LENGTH.postal}
        error={form.formState.errors.cep?.message}
        hint={
          <a href="https://buscacepinter.correios.com.br/app/endereco/index.php" target="_blank" rel="noopener noreferrer">
            Não sei meu CEP
          </a>
        }
      />
      <ErrorAlert attempt={attempt} />
      <Button type="submit" variant="primary" fullWidth state={attempt.busy ? "loading" : "default"}>
        Continuar
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        Voltar aos planos
      </Button>
    </form>
  );
}

function NumberStep({
  data,
  address,
  attempt,
  onDone,
  onBack,
}: {
  data: MigrationData;
  address: Address;
  attempt: Attempt;
  onDone: (address: Address) => void;
  onBack: () => void;
}) {
  const types = data.complementTypes;
  const [typeCode, setTypeCode] = useState(() => types.find((t) => address.complement.startsWith(`${t.description} `))?.code ?? types[0]?.code ?? "");
  const form = useForm({
    ...zodForm(() => loadForms().then((f) => f.checkoutHouseNumberSchema({ isBlockAllotment: address.blockAllotment }))),
    defaultValues: {
      number: address.number,
      complement: stripType(address.complement, types),
      noComplement: false,
      blockNumber: address.blockNr,
      lotNumber: address.lotNr,
    },
  });
  const noComplement = useWatch({ control: form.control, name: "noComplement" });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (v) => {
    const type = types.find((t) => t.code === typeCode);
    const complement = v.noComplement || !v.complement ? "" : type ? `${type.description} ${v.complement}` : v.complement;
    const next: Address = { ...address, number: v.number, complement, blockNr: v.blockNumber ?? "", lotNr: v.lotNumber ?? "" };
    await attempt.attempt(async () => {
      const body = migrationAddressPayload("number", {
        ...INITIAL_PURCHASE,
        zip: next.cep,
        streetNr: next.number,
        complement: next.complement,
        noComplement: !next.complement,
        blockNr: next.blockNr,
        lotNr: next.lotNr,
      });
      const result = await api.migrationAddress(data.idLead, "number", body);
      if (!result.ok) return result.error;
      onDone(next);
      return null;
    });
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField {...form.register("number")} label="Número" maxLength={MAX_LENGTH.streetNumber} autoComplete="address-line2" hint="Sem número? Escreva S/N." error={errors.number?.message} />
      {types.length > 0 && (
        <label className={styles.label}>
          Tipo de complemento
          <select className={styles.select} value={typeCode} disabled={noComplement} onChange={(e) => setTypeCode(e.target.value)}>
            {types.map((t) => (
              <option key={t.code} value={t.code}>
                {t.description}
              </option>
            ))}
          </select>
        </label>
      )}
      <TextField
        {...form.register("complement")}
        label={types.length > 0 ? "Complemento (número ou nome)" : "Complemento"}
        disabled={noComplement}
        maxLength={MAX_LENGTH.complement}
        hint="Por exemplo: 12 para Apartamento 12."
        error={errors.complement?.message}
      />
      <Checkbox {...form.register("noComplement")} label="Sem complemento" />
      {address.blockAllotment && (
        <>
          <TextField {...form.register("blockNumber")} label="Quadra" maxLength={MAX_LENGTH.block} error={errors.blockNumber?.message} />
          <TextField {...form.register("lotNumber")} label="Lote" maxLength={MAX_LENGTH.lot} error={errors.lotNumber?.message} />
        </>
      )}
      <ErrorAlert attempt={attempt} />
      <Button type="submit" variant="primary" fullWidth state={attempt.busy ? "loading" : "default"}>
        Continuar
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        Alterar o CEP
      </Button>
    </form>
  );
}

function stripType(complement: string, types: MigrationData["complementTypes"]): string {
  const type = types.find((t) => complement.startsWith(`${t.description} `));
  return type ? complement.slice(type.description.length + 1) : complement;
}

function ConfirmStep({
  data,
  attempt,
  onDone,
  onEdit,
}: {
  data: MigrationData;
  attempt: Attempt;
  onDone: (orderNumber: string) => void;
  onEdit: (step: MigrationStep) => void;
}) {
  const plan = data.plan!;
  const address = data.address!;
  const { title, subtitle } = splitPlanName(plan.plan);
  const confirm = () =>
    void attempt.attempt(async () => {
      if (!data.idLead) return noLead;
      const result = await api.leadV2Confirm(data.idLead, { fiberMigration: true });
      if (!result.ok) return result.error;
      const orderNumber = result.data.orderNumber;
      if (orderNumber === undefined || orderNumber === null || orderNumber === "") {
        // Asked again on retry: a second confirmation answers the same order number.
        return { kind: "missing", message: missingMessage(["orderNumber"]), retryable: true };
      }
      onDone(String(orderNumber));
      return null;
    });
  return (
    <>
      <div className={styles.summary}>
        <h2 className={styles.cardTitle}>Resumo da migração</h2>
        <dl>
          <dt>Plano</dt>
          <dd data-testid="migration-plan">{subtitle ? `${title} ${subtitle}` : title}</dd>
          <dt>Valor</dt>
          <dd>{offerPrice(plan) || "Conforme a oferta"}</dd>
          <dt>Endereço</dt>
          <dd>{addressLine(address, true)}</dd>
          {data.userData?.name && (
            <>
              <dt>Titular</dt>
              <dd>{data.userData.name}</dd>
            </>
          )}
        </dl>
        <div className={styles.actions}>
          <Button type="button" variant="link" onClick={() => onEdit("offers")}>
            Alterar plano
          </Button>
          <Button type="button" variant="link" onClick={() => onEdit("cep")}>
            Alterar endereço
          </Button>
        </div>
      </div>
      <ErrorAlert attempt={attempt} />
      <Button type="button" variant="primary" fullWidth state={attempt.busy ? "loading" : "default"} onClick={confirm}>
        Confirmar migração
      </Button>
    </>
  );
}
