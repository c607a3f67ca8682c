/** A multipart/form-data body as a browser sends it: text fields, then the `photo` file if any. */
export function multipartBody(
  fields: Record<string, string | number>,
  photo?: Buffer,
): { payload: Buffer; contentType: string } {
  const b = 'cupido-test-b0undary';
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return {
    contentType: `multipart/form-data; boundary=${b}`,
    payload: Buffer.concat([
      Buffer.from(parts.join('')),
      ...(photo
        ? [
            Buffer.from(
              `--${b}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
            ),
            photo,
            Buffer.from('\r\n'),
          ]
        : []),
      Buffer.from(`--${b}--\r\n`),
    ]),
  };
}
