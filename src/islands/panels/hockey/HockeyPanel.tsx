/** The hockey panel body (spec §2 "Match detail panels"). */
import BasicPanel from '../BasicPanel';
import type { PanelProps } from '../types';

export default function HockeyPanel(props: PanelProps) {
  return <BasicPanel kind="hockey" {...props} />;
}
