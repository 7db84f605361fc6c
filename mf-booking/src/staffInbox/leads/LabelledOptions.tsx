/** A select's options, one per value, each shown as staff read it (the lead kinds, the statuses). */
export function LabelledOptions<Value extends string>({
  values,
  labels,
}: {
  values: readonly Value[];
  labels: Record<Value, string>;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}
