/**
 * The layer rule of the design card, enforced on every `npm test`:
 *   interface → application → domain; infrastructure implements application ports.
 * Only the composition roots (src/interface/composition-root.ts, main.ts, cli/ and the test harness in testing/)
 * may reach into infrastructure from the interface layer.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports nothing outside itself: no framework, ORM, GraphQL, DI or Node I/O.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: '^src/domain/' },
    },
    {
      name: 'application-depends-only-on-domain',
      comment: 'Use cases and ports import only the domain (and each other): no adapters, no frameworks.',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { pathNot: '^src/(application|domain)/' },
    },
    {
      name: 'infrastructure-not-on-interface',
      comment: 'Adapters never call the delivery layer.',
      severity: 'error',
      from: { path: '^src/infrastructure/' },
      to: { path: '^src/interface/' },
    },
    {
      name: 'interface-uses-infrastructure-only-in-composition-root',
      comment: 'Resolvers and HTTP handlers talk to use cases; only the composition root wires adapters.',
      severity: 'error',
      from: {
        path: '^src/interface/',
        pathNot: ['^src/interface/(composition-root|main)\\.ts$', '^src/interface/(cli|testing)/', '\\.spec\\.ts$'],
      },
      to: { path: '^src/infrastructure/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.spec\\.ts$' },
  },
};
