/** The size of the travelling party when words rather than numbers give it. */

/** Group size from words rather than numbers: "couple", "me and my wife", "solo". */
export function readPeopleWords(text: string): number | undefined {
  if (
    / (couple|a couple|two of us|me and my (wife|husband|partner|fiance|fiancee|spouse)|with my (wife|husband|partner|spouse)|hum dono|main aur meri (wife|biwi|patni)) /.test(
      text,
    )
  ) {
    if (!/ couple of /.test(text)) return 2;
  }
  if (/ (solo|alone|akela|akeli|akele|by myself|just me|only me) /.test(text)) return 1;
  return undefined;
}
