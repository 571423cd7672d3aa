import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { delimiter, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { JVM_OPTIONS } from './java';
import { isScala3 } from './scala-version';

const run = promisify(execFile);

/** Extra Maven repositories (URLs or folders), beside Maven Central, from SITE_MAVEN_REPOSITORIES. */
const REPOSITORIES_VARIABLE = 'SITE_MAVEN_REPOSITORIES';

export function repositoriesFromEnvironment(value = process.env[REPOSITORIES_VARIABLE]): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter((entry) => entry !== '')
    .map((entry) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(entry) ? entry : pathToFileURL(resolve(entry)).href));
}

interface ClasspathRequest {
  /** For messages: the example set, or "mdoc". */
  label: string;
  dependencies: readonly string[];
  scalaVersion: string;
  /** mdoc itself needs the compiler; the examples' classpath needs only the library. */
  withCompiler: boolean;
}

// A fixed plugin version keeps resolution the same on every machine.
const DEPENDENCY_PLUGIN = '3.8.1';

function pom(request: ClasspathRequest, repositories: readonly string[]): string {
  const dependency = (coordinate: string) => {
    const [groupId, artifactId, version] = coordinate.split(':');
    return `<dependency><groupId>${groupId}</groupId><artifactId>${artifactId}</artifactId><version>${version}</version></dependency>`;
  };
  // Scala 3's library is scala3-library_3 (on top of the 2.13 library it brings), its compiler scala3-compiler_3.
  const all = isScala3(request.scalaVersion)
    ? ['scala3-library_3', 'scala3-compiler_3']
    : ['scala-library', 'scala-reflect', 'scala-compiler'];
  const scalaArtifacts = request.withCompiler ? all : all.slice(0, 1);
  const scala = scalaArtifacts.map((artifact) => `org.scala-lang:${artifact}:${request.scalaVersion}`);
  // Managed versions win over Maven's nearest-wins choice, so no older Scala library slips in.
  const managed = all.map((artifact) => dependency(`org.scala-lang:${artifact}:${request.scalaVersion}`));
  return [
    '<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion>',
    '<groupId>local.examples</groupId><artifactId>classpath</artifactId><version>0</version><packaging>pom</packaging>',
    `<repositories>${repositories.map((url, index) => `<repository><id>extra-${index}</id><url>${url}</url></repository>`).join('')}</repositories>`,
    `<dependencies>${[...request.dependencies, ...scala].map(dependency).join('')}</dependencies>`,
    `<dependencyManagement><dependencies>${managed.join('')}</dependencies></dependencyManagement>`,
    `<build><plugins><plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-dependency-plugin</artifactId><version>${DEPENDENCY_PLUGIN}</version></plugin></plugins></build>`,
    '</project>',
  ].join('\n');
}

export class MavenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MavenError';
  }
}

/**
 * The jars of `request` and their dependencies, resolved by Maven from Maven Central and
 * `repositories`. The answer is kept under .cache/ per POM, and reused while its jars exist.
 */
export async function resolveClasspath(
  projectRoot: string,
  request: ClasspathRequest,
  repositories: readonly string[],
): Promise<string[]> {
  const { dir, pomFile } = await writePom(projectRoot, request, repositories);
  const classpathFile = join(dir, 'classpath.txt');
  if (existsSync(classpathFile)) {
    const jars = (await readFile(classpathFile, 'utf8')).trim().split(delimiter);
    if (jars.every((jar) => existsSync(jar))) return jars;
  }
  await runMaven(
    pomFile,
    ['dependency:build-classpath', `-Dmdep.outputFile=${classpathFile}`],
    `Maven could not resolve the classpath of ${request.label} (${request.dependencies.join(', ')}):`,
    `If an artifact is not on Maven Central, list the repository that has it in ${REPOSITORIES_VARIABLE} (URLs or folders, comma-separated).`,
  );
  return (await readFile(classpathFile, 'utf8')).trim().split(delimiter);
}

/** The POM of `request` in its own folder under .cache/, named by its content. */
async function writePom(
  projectRoot: string,
  request: ClasspathRequest,
  repositories: readonly string[],
): Promise<{ dir: string; pomFile: string }> {
  const text = pom(request, repositories);
  const dir = join(
    projectRoot,
    '.cache/examples/classpaths',
    createHash('sha256').update(text).digest('hex').slice(0, 16),
  );
  const pomFile = join(dir, 'pom.xml');
  await mkdir(dir, { recursive: true });
  await writeFile(pomFile, text);
  return { dir, pomFile };
}

/** Maven's advice on how to rerun it, which says nothing about what went wrong. */
const MAVEN_BOILERPLATE =
  /^\[ERROR\] (?:To see the full stack trace|Re-run Maven|For more information about the errors|\[Help \d+\])/;

/** Runs Maven on `pomFile`; a failure becomes a MavenError with Maven's ERROR lines between `what` and `hint`. */
async function runMaven(pomFile: string, goal: readonly string[], what: string, hint = ''): Promise<void> {
  try {
    // Maven is a short JVM run too: the same settings as the compilers.
    const mavenOptions = [process.env.MAVEN_OPTS, ...JVM_OPTIONS].filter(Boolean).join(' ');
    await run('mvn', ['-B', '-q', '-f', pomFile, ...goal], {
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, MAVEN_OPTS: mavenOptions },
    });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stdout?: string; stderr?: string };
    if (failure.code === 'ENOENT')
      throw new MavenError('Maven ("mvn") is not on PATH; compiling the examples needs JDK 17+ and Maven.');
    const lines = `${failure.stdout ?? ''}\n${failure.stderr ?? ''}`
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removes the terminal's colour codes (ESC [ … m).
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n')
      .filter((line) => /^\[ERROR\] \S/.test(line) && !MAVEN_BOILERPLATE.test(line))
      .map((line) => line.replace(/ -> \[Help \d+\]$/, ''))
      .slice(0, 8);
    throw new MavenError([what, ...lines.map((line) => `  ${line.trim()}`), ...(hint === '' ? [] : [hint])].join('\n'));
  }
}

/**
 * The sources jars of the jars of `group` on the classpath of `request`, fetched into the local
 * repository by Maven beside the jars.
 */
export async function resolveSources(
  projectRoot: string,
  request: ClasspathRequest,
  repositories: readonly string[],
  group: string,
): Promise<string[]> {
  const jars = await resolveClasspath(projectRoot, request, repositories);
  const ofGroup = jars.filter((jar) => jar.includes(`/${group.replaceAll('.', '/')}/`));
  const sources = ofGroup.map((jar) => jar.replace(/\.jar$/, '-sources.jar'));
  if (sources.every((jar) => existsSync(jar))) return sources;
  const { pomFile } = await writePom(projectRoot, request, repositories);
  await runMaven(
    pomFile,
    ['dependency:sources', `-DincludeGroupIds=${group}`],
    `Maven could not fetch the sources jars of ${group} for ${request.label}:`,
  );
  const missing = sources.filter((jar) => !existsSync(jar));
  if (missing.length > 0)
    throw new MavenError(
      `No sources jar for ${missing.map((jar) => jar.split('/').pop()).join(', ')}; the API coverage check reads the API from them.`,
    );
  return sources;
}
