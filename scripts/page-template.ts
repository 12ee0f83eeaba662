/** The page every app serves: the app mounts on `<main>`. */
export function pageTemplate(title: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <main></main>
  </body>
</html>
`;
}
