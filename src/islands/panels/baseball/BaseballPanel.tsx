/** The baseball panel body (spec §2 "Match detail panels"). */
import BasicPanel from '../BasicPanel';
import type { PanelProps } from '../types';

export default function BaseballPanel(props: PanelProps) {
  return <BasicPanel kind="baseball" {...props} />;
}
