/** Alt+Shift+R by the key's place, not its letter: it works on every keyboard layout (Option+Shift+R types ‰). */
export function isReadAloudShortcut(event: KeyboardEvent): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyR';
}
