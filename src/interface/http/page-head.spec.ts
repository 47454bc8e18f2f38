import { AppShell, HEAD_MARKER, renderAssetLinks, renderHead, ROOT_ELEMENT } from './page-head';

describe('page head', () => {
  it('renders only the tags a page has', () => {
    expect(renderHead({ title: 'Mi Perfil — Esencia', description: 'Perfumes', noindex: true })).toBe(
      '<title>Mi Perfil — Esencia</title>\n    <meta name="description" content="Perfumes">\n    <meta name="robots" content="noindex">',
    );
  });

  it('escapes attribute values and keeps the JSON-LD inside its script element', () => {
    const html = renderHead({
      title: 'A & B',
      description: '"x" <y>',
      canonicalUrl: 'https://tienda.pe/product/1?a=1&b="2"',
      social: { type: 'product', title: "L'Eau", image: 'https://tienda.pe/i.jpg' },
      preloadImage: { href: '/files/a.svg' },
      structuredData: { name: '</script><!--' },
    });
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('content="&quot;x&quot; &lt;y&gt;"');
    expect(html).toContain('href="https://tienda.pe/product/1?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain('<meta property="og:title" content="L&#39;Eau">');
    expect(html).toContain('<link rel="preload" as="image" href="/files/a.svg" fetchpriority="high">');
    expect(html).toContain('<script type="application/ld+json">{"name":"\\u003c/script\\u003e\\u003c!--"}</script>');
  });

  it('uses a summary card when a shared page has no picture', () => {
    const html = renderHead({ title: 't', description: 'd', social: { type: 'website', title: 't' } });
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('og:url');
  });

  it('links the page’s own chunks and CSS as Vite links the entry’s, escaped', () => {
    const head = {
      title: 't',
      description: 'd',
      preloadModules: ['/assets/ProductDetailPage-a.js', '/assets/x"><script>.js'],
      stylesheets: ['/assets/ProductDetailPage-b.css'],
    };
    expect(renderAssetLinks(head)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/ProductDetailPage-a.js">\n    ' +
        '<link rel="modulepreload" crossorigin href="/assets/x&quot;&gt;&lt;script&gt;.js">\n    ' +
        '<link rel="stylesheet" crossorigin href="/assets/ProductDetailPage-b.css">',
    );
    expect(renderAssetLinks({})).toBe('');
    // Not among the tags at the marker: AppShell puts them after the entry's own.
    expect(renderHead(head)).not.toContain('<link');
  });

  describe('AppShell', () => {
    const built = `<html><head><meta charset="UTF-8">${HEAD_MARKER}<meta name="description" content="Tienda &amp; más" /><title>Esencia — Perfumería</title><script>t()</script></head><body></body></html>`;

    it('takes the built title and description out, as defaults, and puts each page head at the marker', () => {
      const shell = new AppShell(built);
      expect(shell.defaults).toEqual({ title: 'Esencia — Perfumería', description: 'Tienda & más' });
      expect(shell.render({ title: 'X', description: 'Y' })).toBe(
        '<html><head><meta charset="UTF-8"><title>X</title>\n    <meta name="description" content="Y"><script>t()</script></head><body></body></html>',
      );
    });

    it('puts the head before </head> when the build has no marker', () => {
      const shell = new AppShell('<html><head><script>t()</script></head><body></body></html>');
      expect(shell.defaults).toEqual({ title: 'Esencia', description: '' });
      expect(shell.render({ title: 'X', description: 'Y' })).toBe(
        '<html><head><script>t()</script><title>X</title>\n    <meta name="description" content="Y"></head><body></body></html>',
      );
    });

    it('leaves no empty line where the built title was', () => {
      const shell = new AppShell('<head>\n    <title>T</title>\n    <script>t()</script>\n  </head>');
      expect(shell.render({ title: 'X', description: 'Y' })).toBe(
        '<head>\n    <script>t()</script>\n  <title>X</title>\n    <meta name="description" content="Y"></head>',
      );
    });

    it('puts the end of the body (the page’s data block) just before the last </body>', () => {
      const shell = new AppShell(built);
      expect(
        shell.render({ title: 'X', description: 'Y' }, { endOfBody: '<script type="application/json">{}</script>' }),
      ).toBe(
        '<html><head><meta charset="UTF-8"><title>X</title>\n    <meta name="description" content="Y"><script>t()</script></head><body><script type="application/json">{}</script></body></html>',
      );
      const quoted = new AppShell('<head></head><body><script>t("</body>")</script></body>');
      expect(quoted.render({ title: 'X', description: 'Y' }, { endOfBody: '<i></i>' })).toMatch(
        /<\/script><i><\/i><\/body>$/,
      );
      // A build without </body>: at the very end.
      expect(
        new AppShell('<head></head><div>').render({ title: 'X', description: 'Y' }, { endOfBody: '<i></i>' }),
      ).toMatch(/<div><i><\/i>$/);
    });

    it('puts a server-rendered app inside the empty root element, and its data block before </body>', () => {
      const shell = new AppShell(`<head></head>\n  <body>\n    <noscript>x</noscript>\n    ${ROOT_ELEMENT}\n  </body>`);
      expect(shell.hasRoot).toBe(true);
      expect(
        shell.render({ title: 'X', description: 'Y' }, { rootHtml: '<main>Hola</main>', endOfBody: '<i></i>' }),
      ).toBe(
        '<head><title>X</title>\n    <meta name="description" content="Y"></head>\n  <body>\n    <noscript>x</noscript>\n    <div id="root"><main>Hola</main></div>\n  <i></i></body>',
      );
      // Without the root element there is nowhere to put it: the app is left to the browser.
      const rootless = new AppShell(built);
      expect(rootless.hasRoot).toBe(false);
      expect(rootless.render({ title: 'X', description: 'Y' }, { rootHtml: '<main>Hola</main>' })).not.toContain(
        'Hola',
      );
    });

    it('puts the page’s chunks and CSS at the end of the head, after the entry’s (the cascade order)', () => {
      const vite = `<head>\n    ${HEAD_MARKER}\n    <title>T</title>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index.css">\n  </head>\n  <body></body>`;
      const page = new AppShell(vite).render({
        title: 'X',
        description: 'Y',
        preloadModules: ['/assets/Page.js'],
        stylesheets: ['/assets/Page.css'],
      });
      expect(page).toBe(
        `<head>\n    <title>X</title>\n    <meta name="description" content="Y">\n    <script type="module" crossorigin src="/assets/index.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index.css">\n    <link rel="modulepreload" crossorigin href="/assets/Page.js">\n    <link rel="stylesheet" crossorigin href="/assets/Page.css">\n  </head>\n  <body></body>`,
      );
      // Without a marker the head goes before </head> too, and the links after it.
      expect(
        new AppShell('<head><script>t()</script></head><body></body>').render({
          title: 'X',
          description: 'Y',
          preloadModules: ['/assets/Page.js'],
        }),
      ).toBe(
        '<head><script>t()</script><title>X</title>\n    <meta name="description" content="Y">\n    <link rel="modulepreload" crossorigin href="/assets/Page.js"></head><body></body>',
      );
    });

    it('leaves a server-rendered page’s chunks inert in a template, and puts a browser-rendered page’s first', () => {
      const vite = `<head>\n    ${HEAD_MARKER}\n    <script type="module" crossorigin src="/assets/index.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/runtime.js">\n    <link rel="stylesheet" crossorigin href="/assets/index.css">\n  </head>\n  <body>\n    ${ROOT_ELEMENT}\n  </body>`;
      const shell = new AppShell(vite);
      const head = {
        title: 'X',
        description: 'Y',
        preloadModules: ['/assets/vendor.js', '/assets/Page.js'],
        stylesheets: ['/assets/Page.css'],
      };
      // The template's id is the server bundle's (web/src/app/pageModules.ts), as the page's data block's.
      const modulesTemplateId = 'esencia-modules';
      const rendered = shell.render(head, { rootHtml: '<main>Hola</main>', modulesTemplateId });
      // The entry (web/src/main.tsx) is fetched after the CSS and pictures; it moves the template's links into the
      // head once the page's first picture is painted. The CSS stays in the head: the page is painted with it.
      expect(rendered).toContain(
        '<script type="module" crossorigin src="/assets/index.js" fetchpriority="low"></script>\n' +
          '    <link rel="modulepreload" crossorigin href="/assets/runtime.js" fetchpriority="low">\n' +
          '    <link rel="stylesheet" crossorigin href="/assets/index.css">\n' +
          `    <template id="${modulesTemplateId}">` +
          '<link rel="modulepreload" crossorigin href="/assets/vendor.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/Page.js"></template>\n' +
          '    <link rel="stylesheet" crossorigin href="/assets/Page.css">',
      );
      expect(rendered.match(/<link rel="modulepreload"[^>]*>/g)).toHaveLength(3);
      expect(rendered.replace(/<template\b[\s\S]*?<\/template>/, '')).not.toContain('vendor.js');
      // The CSS and the pictures the page shows first keep their priority.
      expect(
        shell.render(head, {
          rootHtml: '<main>Hola</main>',
          headHtml: '<link rel="preload" as="image" href="/a.svg" fetchPriority="high"/>',
        }),
      ).toContain('fetchPriority="high"');
      // A page the browser renders (checkout, a page the server could not render) needs its scripts to show anything.
      const inBrowser = shell.render(head);
      expect(inBrowser).not.toContain('fetchpriority');
      expect(inBrowser).not.toContain('<template');
      expect(inBrowser).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/vendor.js">\n' +
          '    <link rel="modulepreload" crossorigin href="/assets/Page.js">',
      );
    });

    it('refuses a page without a head', () => {
      expect(() => new AppShell('<p>hola</p>')).toThrow('index.html has no </head>');
    });
  });
});
