"use client";

import type { ScreenProps } from "@/lib/routing";
import Link from "@/components/ui/SiteLink";
import { useEffect, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { ChoiceGroup } from "@/components/ui/ChoiceGroup";
import { FormAlert } from "@/components/ui/FormAlert";
import { zodForm } from "@/components/ui/forms";
import { api } from "@/lib/api";
import { afterValidation } from "@/lib/funnel/checkout-path";
import { STEP } from "@/lib/funnel/steps";
import { loadForms, quizFieldName as fieldName } from "@/lib/validation/rules";
import { StepFrame } from "../StepFrame";
import { funnelContext, riskPatch } from "@/lib/funnel/context";
import { useCheckout } from "../useCheckout";
import styles from "../personal/personal.module.css";

/** Failed calls after which "Não consigo responder agora" (validacao/erro2) is offered. */
export const QUIZ_FAILURES_FOR_ERRO2 = 2;

type Answers = Record<string, string>;

const answeredCount = (values: Partial<Answers> | undefined) => Object.values(values ?? {}).filter(Boolean).length;

/**
 * /checkout/validacao/: the risk quiz of the lead (state.quiz, memory only, restored from the lead
 * after a reload). Each answered question moves the progress bar (quizProgress: funnel §4 "10 plus
 * 3 plus 2 per quiz-progress value"). The answers go to PATCH lead-v2/{id}/riskValidation/
 * QuizAnswer: approved → afterValidation (data-instalacao or confirmacao); rejected →
 * validacao/erro1 with the rejected message; a failed call → the message with a retry, and from
 * the second failure on (or one that cannot be retried) a way out to validacao/erro2.
 */
export function QuizStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const { ready, state, store, attempt, go } = checkout;
  const quiz = state.quiz;
  const questionCount = quiz?.questions.length ?? 0;
  const schema = useMemo(() => () => loadForms().then((f) => f.checkoutQuizSchema(questionCount)), [questionCount]);
  const form = useForm<Answers>({ ...zodForm(schema), defaultValues: {} });
  const [failures, setFailures] = useState(0);
  const [stuck, setStuck] = useState(false);
  const answers = useWatch({ control: form.control });
  const answered = answeredCount(answers);

  // Nothing to answer: the backend already decided (Back/Forward, a stale link).
  useEffect(() => {
    if (!ready) return;
    const s = store.getState();
    if (s.rejected) go(STEP.checkoutValidacaoErro1, true);
    else if (!s.quizNeeded) go(afterValidation(funnelContext(addon, s)), true);
  }, [ready, store, go, addon]);

  // The progress bar follows the answers (the quiz may start past 0 when the backend says so).
  useEffect(() => {
    store.getState().update({ quizProgress: (quiz?.progress ?? 0) + answered });
  }, [answered, quiz, store]);

  const onSubmit = form.handleSubmit((values) =>
    attempt(async () => {
      const s = store.getState();
      if (!s.leadId || !s.quiz) return { kind: "rejected", message: "Não encontramos as perguntas. Tente de novo em instantes.", retryable: false };
      const current = s.quiz;
      const result = await api.quizAnswer(s.leadId, {
        idQuiz: current.idQuiz,
        questions: current.questions.map((q, index) => ({ id: q.id, answer: values[fieldName(index)] ?? "" })),
      });
      if (!result.ok) {
        setFailures((n) => n + 1);
        if (!result.error.retryable) setStuck(true);
        return result.error;
      }
      // success without a risk answer: nothing was refused and no new quiz asked for.
      const risk = result.data.riskValidation ?? { quiz_needed: false, rejected: false };
      store.getState().update(riskPatch(risk));
      const after = store.getState();
      if (after.rejected) go(STEP.checkoutValidacaoErro1);
      else if (after.quizNeeded) form.reset({}); // a new set of questions
      else go(afterValidation(funnelContext(addon, after)));
      return null;
    }),
  );

  const offerErro2 = failures >= QUIZ_FAILURES_FOR_ERRO2 || stuck || (ready && !quiz && state.quizNeeded);

  return (
    <StepFrame
      checkout={checkout}
      title={route.heading}
      intro={<p>Para sua segurança, responda a algumas perguntas sobre o seu histórico. Leva menos de um minuto.</p>}
      onSubmit={quiz ? onSubmit : undefined}
      submitLabel="Enviar respostas"
      footer={
        offerErro2 && (
          <p className={styles.links}>
            <Link href={checkout.href(STEP.checkoutValidacaoErro2)}>Não consigo responder agora</Link>
          </p>
        )
      }
    >
      {quiz ? (
        <>
          <p className={styles.muted} aria-live="polite">
            {answered} de {quiz.questions.length} respondidas
          </p>
          {quiz.questions.map((question, index) => (
            <ChoiceGroup
              key={`${quiz.idQuiz}-${question.id}`}
              control={form.control}
              name={fieldName(index)}
              legend={`${index + 1}. ${question.text}`}
              options={question.options.map((option) => ({ value: option.id, label: option.text }))}
            />
          ))}
        </>
      ) : (
        state.quizNeeded && <FormAlert tone="info" message="Não encontramos as perguntas de segurança agora." />
      )}
    </StepFrame>
  );
}
