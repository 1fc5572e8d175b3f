// The OpenAPI document as a JSON Schema 2020-12 validator (ajv): requests and answers checked against
// the schemas the document names, its internal references resolved within it.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';

type Document = { components: { schemas: Record<string, unknown> } };

const DOCUMENT_ID = 'https://openapi.invalid/document.json';

/** JSON-pointer escaping of one path segment (RFC 6901). */
function pointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

export function documentValidator(document: Document) {
  // Formats (uri, date) are not asserted, as JSON Schema 2020-12 leaves them annotations by default.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  // The document is not itself a schema: only the schemas it holds are compiled, when asked for.
  ajv.addSchema({ ...document, $id: DOCUMENT_ID }, undefined, undefined, false);
  const compiled = new Map<string, ValidateFunction>();
  /** The validator of the schema at a path in the document, e.g. ['paths', '/api/v1/rounds', 'post', …]. */
  return function validatorAt(path: Array<string>): ValidateFunction {
    const at = `${DOCUMENT_ID}#/${path.map(pointer).join('/')}`;
    let validate = compiled.get(at);
    if (validate === undefined) {
      validate = ajv.compile({ $ref: at });
      compiled.set(at, validate);
    }
    return validate;
  };
}
