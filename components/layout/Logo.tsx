/** Our own wordmark (no remote images): a fibre "wave" and the brand name, sized by its box. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 172 32" role="img" aria-label="TIM Ultrafibra" focusable="false">
      <path d="M2 22c6-12 12-12 18 0s12 12 18 0" fill="none" stroke="#e4002b" strokeWidth="4" strokeLinecap="round" />
      <text x="46" y="22" fill="currentColor" fontFamily="inherit" fontSize="17" fontWeight="800" letterSpacing="0.5">
        TIM
      </text>
      <text x="84" y="22" fill="currentColor" fontFamily="inherit" fontSize="17" fontWeight="500">
        Ultrafibra
      </text>
    </svg>
  );
}
