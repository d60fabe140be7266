/**
 * A call still running after this long gets a word beside its spinner (issue "Orders right the
 * first time": a slow backend showed 20 s of spinner and nothing else). Below it most answers
 * arrive, so the text does not flash on ordinary calls.
 */
export const SLOW_CALL_NOTICE_MS = 5000;

/** Shown (and announced politely) while a call is slower than SLOW_CALL_NOTICE_MS. */
export const SLOW_CALL_MESSAGE = "Ainda estamos verificando… isso pode levar alguns segundos.";
