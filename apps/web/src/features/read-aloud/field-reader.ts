const collapse = (text: string) => text.replace(/\s+/gu, ' ').trim();

/** The text of a label, without the text of controls inside it (a wrapped <select> would add every option). */
function labelText(element: Element, control: Element): string {
  let text = '';
  const visit = (node: Node) => {
    if (node === control) return;
    if (node.nodeType === Node.TEXT_NODE) {
      text += node.textContent ?? '';
      return;
    }
    if (!(node instanceof Element)) return;
    if (node.getAttribute('aria-hidden') === 'true') return;
    if (node instanceof HTMLSelectElement || node instanceof HTMLTextAreaElement || node instanceof HTMLInputElement)
      return;
    // Block-level children (a hint under the label text) must not run into the label's words.
    text += ' ';
    node.childNodes.forEach(visit);
    text += ' ';
  };
  element.childNodes.forEach(visit);
  return collapse(text);
}

/**
 * The field's name as a screen reader would say it (a simplified accessible-name computation): aria-labelledby,
 * aria-label, its <label>s (for= or wrapping), then its placeholder or title.
 */
export function fieldName(field: HTMLElement): string {
  const document = field.ownerDocument;
  const labelledBy = field.getAttribute('aria-labelledby');
  if (labelledBy) {
    const text = collapse(
      labelledBy
        .split(/\s+/u)
        .map((id) => document.getElementById(id))
        .map((element) => (element ? labelText(element, field) : ''))
        .join(' '),
    );
    if (text) return text;
  }
  const ariaLabel = collapse(field.getAttribute('aria-label') ?? '');
  if (ariaLabel) return ariaLabel;
  const labels = 'labels' in field && field.labels ? Array.from(field.labels as NodeListOf<HTMLLabelElement>) : [];
  const wrapping = field.closest('label');
  if (wrapping && !labels.includes(wrapping)) labels.push(wrapping);
  const labelled = collapse(labels.map((label) => labelText(label, field)).join(' '));
  if (labelled) return labelled;
  return collapse(field.getAttribute('placeholder') ?? '') || collapse(field.getAttribute('title') ?? '');
}

function checkedWords(state: boolean | 'mixed'): string {
  if (state === 'mixed') return 'partly checked';
  return state ? 'checked' : 'not checked';
}

function charactersWord(count: number): string {
  return count === 1 ? '1 character' : `${count} characters`;
}

/** The field's value in words. A password's characters are never said, only how many there are. */
export function fieldValue(field: HTMLElement): string {
  if (field instanceof HTMLInputElement) {
    if (field.type === 'password') {
      return field.value ? `password field, ${charactersWord(field.value.length)}` : 'password field, empty';
    }
    if (field.type === 'checkbox' || field.type === 'radio') {
      return checkedWords(field.indeterminate ? 'mixed' : field.checked);
    }
    if (field.type === 'file') {
      const names = Array.from(field.files ?? [], (file) => file.name);
      return names.length > 0 ? names.join(', ') : 'no file chosen';
    }
    return field.value.trim() || 'empty';
  }
  if (field instanceof HTMLTextAreaElement) return field.value.trim() || 'empty';
  if (field instanceof HTMLSelectElement) {
    const chosen = Array.from(field.selectedOptions, (option) => collapse(option.text)).filter(Boolean);
    return chosen.length > 0 ? chosen.join(', ') : 'empty';
  }
  const role = field.getAttribute('role');
  if (role === 'checkbox' || role === 'radio' || role === 'switch') {
    const checked = field.getAttribute('aria-checked');
    return checkedWords(checked === 'mixed' ? 'mixed' : checked === 'true');
  }
  if (role === 'slider' || role === 'spinbutton') {
    return collapse(field.getAttribute('aria-valuetext') ?? field.getAttribute('aria-valuenow') ?? '') || 'empty';
  }
  return collapse(field.textContent ?? '') || 'empty';
}

/** What Speak Input says about a field: its name, then its value ("Email, juan@example.ph"). */
export function describeField(field: HTMLElement): string {
  const name = fieldName(field);
  const value = fieldValue(field);
  return name ? `${name}, ${value}` : value;
}
