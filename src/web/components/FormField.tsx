/** A labelled input with the rule it breaks shown beside it (the form's schema says which). */
export function FormField({
  id,
  label,
  problem,
  value,
  onInput,
  name,
  type = 'text',
  autocomplete,
  inputMode,
}: {
  id: string;
  label: string;
  problem: string | undefined;
  value: string;
  onInput: (e: { currentTarget: HTMLInputElement }) => void;
  name?: string;
  type?: 'text' | 'password';
  autocomplete?: string;
  inputMode?: 'decimal' | 'text';
}) {
  return (
    <div class={`form-field ${problem ? 'invalid' : ''}`}>
      <label for={id}>{label}</label>
      <input
        id={id}
        {...(type === 'password' ? { type: 'password' as const } : { type: 'text' as const })}
        value={value}
        onInput={onInput}
        aria-invalid={problem ? 'true' : 'false'}
        {...(name ? { name } : {})}
        {...(autocomplete ? { autocomplete } : {})}
        {...(inputMode ? { inputMode } : {})}
        {...(problem ? { 'aria-describedby': `${id}-problem` } : {})}
      />
      {problem ? (
        <span class="field-error" id={`${id}-problem`} role="alert">
          {problem}
        </span>
      ) : null}
    </div>
  );
}
