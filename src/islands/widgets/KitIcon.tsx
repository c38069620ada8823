/**
 * The team-kit (shirt) icon (spec §5: shown when a team has no usable image; white or light grey
 * replaced by the dark defaults). Drawn as SVG from the team's colours, so it needs no image
 * request; a team without colours takes the theme's home or away colour (dark theme included).
 */
import type { Translate } from '../../lib/i18n/messages';
import { kitPaint, type KitSide } from '../../lib/domain/kit-colors';
import '../../styles/widgets.css';

/** Spec §9 "Team logo sizes s, m, b" in CSS pixels. */
export const KIT_SIZES = { s: 16, m: 24, b: 40 } as const;

export interface KitIconProps {
  team: { name: string; color?: string | null; kit_color?: string | null };
  side: KitSide;
  size?: keyof typeof KIT_SIZES;
  /** With `t` the icon is labelled with the team name; without it, decorative. */
  t?: Translate;
}

/** Shirt outline on a 24-unit grid: body, then the sleeves drawn over it in the trim colour. */
const BODY = 'M8 3 L5 4.5 L5 21 L19 21 L19 4.5 L16 3 Q12 6 8 3 Z';
const SLEEVES =
  'M8 3 L1.5 6.5 L3.5 11 L5 10.2 L5 4.5 Z M16 3 L22.5 6.5 L20.5 11 L19 10.2 L19 4.5 Z';
const COLLAR = 'M8 3 Q12 6 16 3 Q12 8 8 3 Z';

export function KitIcon({ team, side, size = 'm', t }: KitIconProps) {
  const paint = kitPaint(team, side);
  const fallback = `var(--${side})`;
  const px = KIT_SIZES[size];
  const label = t ? t('widgets.kit.accessibleLabel', { team: team.name }) : undefined;
  return (
    <svg
      className="widget-kit"
      data-side={side}
      width={px}
      height={px}
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={BODY} fill={paint.body ?? fallback} />
      <path d={SLEEVES} fill={paint.trim ?? fallback} />
      <path d={COLLAR} fill={paint.trim ?? fallback} />
    </svg>
  );
}
