/**
 * The team-kit (shirt) icon (spec §5: shown when a team has no usable image; white or light grey
 * replaced by the dark defaults). Drawn as SVG from the team's colours, so it needs no image
 * request; a team without colours takes the theme's home or away colour (dark theme included).
 */
import type { Translate } from '../../lib/i18n/messages';
import { kitPaint, type KitSide } from '../../lib/domain/kit-colors';
import { KIT_BODY, KIT_COLLAR, KIT_SLEEVES } from '../../lib/widgets/kit-shape';
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
      <path d={KIT_BODY} fill={paint.body ?? fallback} />
      <path d={KIT_SLEEVES} fill={paint.trim ?? fallback} />
      <path d={KIT_COLLAR} fill={paint.trim ?? fallback} />
    </svg>
  );
}
