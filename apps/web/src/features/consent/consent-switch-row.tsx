import * as Switch from "@radix-ui/react-switch";
import { useId } from "react";

/** One optional-cookie row of Cookie Preferences: its label, description and on/off switch. */
export default function ConsentSwitchRow(props: {
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-2">
      <div>
        <p id={labelId} className="text-sm font-medium">
          {props.label}
        </p>
        <p id={descriptionId} className="text-sm text-slate-600">
          {props.description}
        </p>
      </div>
      <Switch.Root
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        checked={props.checked}
        onCheckedChange={props.onCheckedChange}
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 data-[state=checked]:bg-blue-700"
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
    </li>
  );
}
