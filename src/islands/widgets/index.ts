/** The shared widgets and the search bar (spec §2 "Shared widgets", "Search bar"). */
export { AmountInput, type AmountInputProps } from './AmountInput';
export { DatePicker, type DatePickerProps } from './DatePicker';
export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export { Dialog, useDialog, type DialogProps } from './Dialog';
export { KIT_SIZES, KitIcon, type KitIconProps } from './KitIcon';
export { Placeholder, type PlaceholderProps } from './Placeholder';
export { default as SearchBar, type SearchBarProps } from './SearchBar';
export { Select, type SelectOption, type SelectProps } from './Select';
export { TextInput, type TextInputProps } from './TextInput';
