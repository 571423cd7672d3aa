import { atom } from 'jotai';

type SearchMode = 'search' | 'ask';

type SearchModalState =
  | { open: false }
  | {
      open: true;
      mode: SearchMode;
      /** Typed before the modal could show (or the question carried into Ask mode). */
      initialQuery: string;
      /** Changes on every opening, so that the modal starts afresh each time. */
      session: number;
      /** Where the caret and the selected text of the light dialog's input are, for DocSearch to keep. */
      caret?: readonly [start: number, end: number];
      /** The link of the hit selected in the light dialog, for DocSearch to select in turn. */
      selectedUrl?: string;
    };

/** The state of an open search dialog. */
export type OpenSearchState = Extract<SearchModalState, { open: true }>;

export const searchModalAtom = atom<SearchModalState>({ open: false });

/** Whether the modal's code has loaded and taken over the keyboard. */
export const searchModalReadyAtom = atom(false);

export const openSearchAtom = atom(null, (get, set, request: { mode?: SearchMode; initialQuery?: string } = {}) => {
  const previous = get(searchModalAtom);
  const session = previous.open ? previous.session + 1 : 1;
  set(searchModalAtom, {
    open: true,
    mode: request.mode ?? 'search',
    initialQuery: request.initialQuery ?? '',
    session,
  });
});

/** Closing forgets the typed initial query: the next opening starts empty. */
export const closeSearchAtom = atom(null, (_get, set) => set(searchModalAtom, { open: false }));
