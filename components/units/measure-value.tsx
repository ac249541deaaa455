import type { OtherUnits } from '@/lib/format/units';
import type { MeasureRow } from '@/lib/talents/measure-rows';

type Props = {
  row: Pick<MeasureRow, 'value' | 'unit' | 'imperial'>;
  /** For the units after a number ('cm', 'in'), quieter than it. */
  unitClassName?: string;
};

/**
 * A measure in both systems, of which the page shows the visitor's (units-script.ts): the cached
 * markup is the same for everyone, and no script runs per measure. A measure with no imperial form
 * reads the same in both (docs/product.md, "Units").
 */
export function MeasureValue({ row, unitClassName }: Props) {
  const metric = (
    <>
      {row.value}
      {row.unit ? <span className={unitClassName}> {row.unit}</span> : null}
    </>
  );
  if (!row.imperial) return metric;
  return (
    <>
      <span data-unit="metric">{metric}</span>
      <span data-unit="imperial">
        <ImperialParts shown={row.imperial} unitClassName={unitClassName} />
      </span>
    </>
  );
}

function ImperialParts({ shown, unitClassName }: { shown: OtherUnits; unitClassName?: string }) {
  return shown.parts.map((part, index) => (
    <span key={index}>
      {index > 0 ? shown.joiner : null}
      {part.unitFirst ? <span className={unitClassName}>{part.unit}</span> : null}
      {part.value}
      {part.unitFirst ? null : <span className={unitClassName}> {part.unit}</span>}
    </span>
  ));
}
