import { useId } from "react";
import { Label } from "../ui/label";
import { Select } from "../ui/select";

/**
 * One labelled select of a list's filter bar. With `anyLabel`, a first option of value ""
 * stands for "no filter".
 */
export function FilterSelect<Value extends string>({
  label,
  value,
  onChange,
  options,
  anyLabel,
}: {
  label: string;
  value: Value | "";
  onChange: (value: Value) => void;
  options: readonly (readonly [Value, string])[];
  anyLabel?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {/* Every option's value is one of `options` (or "" when `anyLabel` allows it). */}
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as Value)}>
        {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </Select>
    </div>
  );
}
