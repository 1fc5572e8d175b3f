/** The selections' visibility controls the chips and eyes share (spec 3 §4). */
export type Visibility = {
  toggle: (filterName: string) => void;
  toggleAll: () => void;
  setAll: (isHidden: boolean) => void;
};

/** Where the selected group's answer is. */
export type SectionState = 'loading' | 'error' | 'loaded';
