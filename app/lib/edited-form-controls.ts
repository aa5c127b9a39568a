/** Input types that hold no text a visitor types (radios are read as a group, below). */
const NOT_TEXT = new Set(["button", "checkbox", "file", "hidden", "image", "radio", "reset", "submit"]);

/**
 * What a visitor has changed in a form's named controls since its markup was
 * parsed, by control name: text typed into a box or textarea, the option picked in a
 * select, the radio chosen in a group. Read when hydration has kept the DOM's
 * state (a page's HTML works before its script) but is about to render its own.
 *
 * The markup's defaults are the attributes (`value`, `selected`, `checked`),
 * which the DOM keeps as defaultValue, defaultSelected and defaultChecked.
 * Checkboxes and multiple selects are not read: nothing uses them yet.
 */
export function editedFormControls<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const edited: Record<string, string> = {};
  for (const control of form.elements) {
    if (control instanceof HTMLInputElement && control.name) {
      if (control.type === "radio") {
        if (control.checked && !control.defaultChecked) edited[control.name] = control.value;
      } else if (!NOT_TEXT.has(control.type) && control.value !== control.defaultValue) {
        edited[control.name] = control.value;
      }
    } else if (control instanceof HTMLTextAreaElement && control.name) {
      if (control.value !== control.defaultValue) edited[control.name] = control.value;
    } else if (control instanceof HTMLSelectElement && control.name && !control.multiple) {
      if (control.selectedIndex !== defaultSelectedIndex(control)) edited[control.name] = control.value;
    }
  }
  return Object.fromEntries(names.filter((name) => name in edited).map((name) => [name, edited[name]])) as Partial<
    Record<Name, string>
  >;
}

/** The option a select shows before anyone picks: the last marked `selected`, else the first that can be chosen. */
function defaultSelectedIndex(select: HTMLSelectElement): number {
  const options = [...select.options];
  const marked = options.findLastIndex((option) => option.defaultSelected);
  return marked >= 0 ? marked : options.findIndex((option) => !option.disabled);
}
