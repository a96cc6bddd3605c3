import { SearchIcon } from "lucide-react";
import { useId } from "react";
import { Input } from "../ui/input";
import { Label } from "../ui/label";

/** The search box above a staff list: a label, a magnifier, at most 200 characters. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  const id = useId();
  return (
    <div className="flex min-w-64 flex-1 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-3 left-3 size-4 text-slate-500"
        />
        <Input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          className="pl-9"
          maxLength={200}
        />
      </div>
    </div>
  );
}
