"use client";

import type { ScreenProps } from "@/lib/routing";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { ChoiceGroup } from "@/components/ui/ChoiceGroup";
import { lazyZodResolver, zodForm } from "@/components/ui/forms";
import { CpfField } from "@/components/ui/CpfField";
import { MaskedField } from "@/components/ui/MaskedField";
import { MASKS, MAX_LENGTH, loadForms } from "@/lib/validation/rules";
import type { PersonType } from "@/lib/validation";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";

/** What the form holds: the person type and both documents (only the chosen one is checked). */
export interface DocumentValues {
  personType: PersonType;
  cpf: string;
  cnpj: string;
}

const PERSON_TYPES = [
  { value: "pf", label: "Pessoa física", description: "Contrato no seu CPF" },
  { value: "pj", label: "Pessoa jurídica", description: "Contrato no CNPJ da empresa" },
] as const satisfies readonly { value: PersonType; label: string; description: string }[];

// lib/validation's schema of the chosen type decides; the other document is not checked.
// Loaded and made on first use (lazyZodResolver): out of the page's start-up work.
const byType = {
  pf: lazyZodResolver(() => loadForms().then((f) => f.checkoutDocumentStepSchemas.pf)),
  pj: lazyZodResolver(() => loadForms().then((f) => f.checkoutDocumentStepSchemas.pj)),
};
const documentResolver: Resolver<DocumentValues> = (values, context, options) =>
  values.personType === "pj"
    ? byType.pj({ ...values, personType: "pj" }, context, options as never)
    : byType.pf({ ...values, personType: "pf" }, context, options as never);

/**
 * /checkout/cpf/: the contract holder's document (PATCH lead-v2/{id}/documentNumber): a CPF for a
 * person (pf), a CNPJ for a company (pj), the alphanumeric CNPJ of 2026 included. The answer may
 * carry the risk validation, which the runtime stores; the flow then sends a rejection straight
 * to validacao/erro1 (nextStep), a quiz after the payment steps (afterPayment).
 */
export function DocumentStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const { state } = checkout;
  const form = useForm<DocumentValues>({
    ...zodForm(() => loadForms().then((f) => f.checkoutDocumentSchema("pf"))),
    resolver: documentResolver,
    values: { personType: state.personType, cpf: state.cpf, cnpj: state.cnpj },
    resetOptions: { keepDirtyValues: true },
  });
  const personType = useWatch({ control: form.control, name: "personType" });

  const onSubmit = form.handleSubmit(() => {
    const v = form.getValues();
    const company = v.personType === "pj";
    return checkout.save(
      { personType: v.personType, cpf: company ? "" : v.cpf, cnpj: company ? v.cnpj.toUpperCase() : "" },
      "documentNumber",
    );
  });

  return (
    <StepFrame
      checkout={checkout}
      title={route.heading}
      intro={<p>Do titular do contrato. Se for contratar para uma empresa, escolha pessoa jurídica.</p>}
      onSubmit={onSubmit}
      formBeforeReady
    >
      <ChoiceGroup control={form.control} name="personType" legend="Tipo de cliente" options={PERSON_TYPES} />
      {personType === "pj" ? (
        <MaskedField
          key="cnpj"
          control={form.control}
          name="cnpj"
          label="CNPJ da empresa"
          hint="Só números, ou letras e números no CNPJ alfanumérico."
          mask={MASKS.cnpj}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={MAX_LENGTH.cnpj}
        />
      ) : (
        <CpfField key="cpf" control={form.control} name="cpf" />
      )}
    </StepFrame>
  );
}
