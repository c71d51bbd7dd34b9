/** Layer rules of docs/architecture: ui → application → domain; infrastructure → application, domain; domain → nothing. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ imports only domain/ and the small pure libraries.',
      severity: 'error',
      from: { path: '^domain/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^domain/', '^node_modules/(decimal\\.js|dayjs)/'] },
    },
    {
      name: 'domain-is-pure-types',
      severity: 'error',
      from: { path: '^domain/' },
      to: { path: '^(application|infrastructure|ui)/' },
    },
    {
      name: 'application-is-framework-free',
      comment: 'use-cases depend on domain and their own ports, never on adapters, React or server code.',
      severity: 'error',
      from: { path: '^application/' },
      to: { path: ['^(infrastructure|ui)/', '^node_modules/(react|react-dom|react-router|hono|graphql-yoga|drizzle-orm|pg|@electric-sql)/'] },
    },
    {
      name: 'portal-and-service-apart',
      severity: 'error',
      from: { path: '^application/portal/' },
      to: { path: '^application/service/' },
    },
    {
      name: 'service-and-portal-apart',
      severity: 'error',
      from: { path: '^application/service/' },
      to: { path: '^application/portal/' },
    },
    {
      name: 'no-server-code-in-browser',
      comment: 'the browser bundle never carries server adapters or server use-cases.',
      severity: 'error',
      from: { path: '^(ui|infrastructure/web)/' },
      to: { path: ['^infrastructure/(server|db)/', '^application/service/', '^node_modules/(hono|@hono|graphql-yoga|drizzle-orm|pg|@electric-sql|argon2|pino|jose)/'] },
    },
    {
      name: 'ui-uses-adapters-only-at-the-root',
      comment: 'views reach adapters through the composition roots ui/main.tsx builds.',
      severity: 'error',
      from: { path: '^ui/', pathNot: '^ui/main\\.tsx$' },
      to: { path: '^infrastructure/web/' },
    },
    {
      name: 'no-react-on-the-server',
      severity: 'error',
      from: { path: '^infrastructure/(server|db)/' },
      to: { path: ['^ui/', '^node_modules/(react|react-dom|react-router)/', '^application/portal/', '^infrastructure/web/'] },
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
    exclude: { path: ['infrastructure/graphql/generated', '\\.stories\\.tsx$'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
