// A custom template's document is checked before it is stored or drawn, naming the first field
// at fault ("document.layers[3].x: x must be at most 1100 (the pin is 1000 px)").
import { checkTemplateDocument, describeTemplateProblem, type PinTemplate } from '../../../shared/templates';
import { AppError } from '../../app-error';

export function validDocument(document: unknown, name?: string): PinTemplate {
  // The stored name is the document's, so the two never disagree.
  const named =
    name !== undefined && document !== null && typeof document === 'object' && !Array.isArray(document)
      ? { ...document, name }
      : document;
  const checked = checkTemplateDocument(named);
  if (checked.ok) return checked.template;
  const [first] = checked.problems;
  throw new AppError(
    'validation_error',
    first ? describeTemplateProblem(first, 'document.') : 'document is not a template',
  );
}
