export interface OpenAiErrorBody {
  error: { message: string; type: string; param: string | null; code: string | null };
}

export function openAiError(message: string, type: string, param: string | null = null, code: string | null = null): OpenAiErrorBody {
  return { error: { message, type, param, code } };
}

export function invalidRequest(message: string, param: string | null = null, code: string | null = null): OpenAiErrorBody {
  return openAiError(message, 'invalid_request_error', param, code);
}

export const missingApiKey = invalidRequest(
  "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
);

/** OpenAI masks all but the ends of a wrong key in the message. */
export function incorrectApiKey(key: string): OpenAiErrorBody {
  const shown = key.length > 8 ? `${key.slice(0, 3)}${'*'.repeat(key.length - 7)}${key.slice(-4)}` : key;
  return invalidRequest(
    `Incorrect API key provided: ${shown}. You can find your API key at https://platform.openai.com/account/api-keys.`,
    null,
    'invalid_api_key',
  );
}

export const unparsableJson = invalidRequest(
  "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON.)",
);

/** Body used when the control API sets an error status without a body. */
export function simulatedError(status: number): OpenAiErrorBody {
  return openAiError(`Simulated upstream error (HTTP ${status})`, status < 500 ? 'invalid_request_error' : 'server_error');
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a decimal';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

export function invalidType(param: string, expected: string, value: unknown): OpenAiErrorBody {
  return invalidRequest(`Invalid type for '${param}': expected ${expected}, but got ${describe(value)} instead.`, param, 'invalid_type');
}

export function missing(param: string): OpenAiErrorBody {
  return invalidRequest(`Missing required parameter: '${param}'.`, param, 'missing_required_parameter');
}

export function invalidValue(param: string, value: unknown, supported: string[]): OpenAiErrorBody {
  const list = supported.map((s) => `'${s}'`);
  const joined = `${list.slice(0, -1).join(', ')}, and ${list.at(-1)}`;
  return invalidRequest(`Invalid value: '${String(value)}'. Supported values are: ${joined}.`, param, 'invalid_value');
}

/** Checks an optional numeric field; null when absent or valid. */
export function checkRange(body: Record<string, unknown>, param: string, integer: boolean, min: number, max: number): OpenAiErrorBody | null {
  const value = body[param];
  if (value === undefined || value === null) return null;
  const kind = integer ? 'integer' : 'decimal';
  if (typeof value !== 'number' || (integer && !Number.isInteger(value))) return invalidType(param, integer ? 'an integer' : 'a decimal', value);
  if (value < min)
    return invalidRequest(
      `Invalid '${param}': ${kind} below minimum value. Expected a value >= ${min}, but got ${value} instead.`,
      param,
      `${kind}_below_min_value`,
    );
  if (value > max)
    return invalidRequest(
      `Invalid '${param}': ${kind} above maximum value. Expected a value <= ${max}, but got ${value} instead.`,
      param,
      `${kind}_above_max_value`,
    );
  return null;
}
