import { describe, expect, it } from 'vitest';
import { mdocProjects } from '../../../../src/node/import-docusaurus/mdoc-projects';
import { readSbtBuild } from '../../../../src/node/import-docusaurus/sbt-build';
import { parseScala } from '../../../../src/node/import-docusaurus/scala-syntax';

/** The mdoc projects of a build made of `files` (build.sbt, project/*.scala), in /repo. */
function projectsOf(files: Record<string, string>) {
  const sources = Object.entries(files).map(([file, text]) => ({
    file,
    text,
    statements: parseScala(text, file.endsWith('.sbt') ? 'sbt' : 'scala'),
  }));
  const build = readSbtBuild('/repo', sources);
  return mdocProjects(build, new Map(sources.map((source) => [source.file, source.text])), (file) => `../${file}`);
}

const EFFECTIE_LIKE = `
ThisBuild / scalaVersion := props.ScalaVersion
lazy val props = new {
  final val ScalaVersion = "2.13.16"
  final val Scala3 = "3.3.7"
}
lazy val common = Seq(
  scalacOptions ++= List("-deprecation", "-feature"),
)
lazy val core = project.in(file("modules/core"))

lazy val docs = (project in file("docs-gen-tmp/docs"))
  .enablePlugins(MdocPlugin, DocusaurPlugin)
  .settings(common)
  .settings(
    mdocIn := file("docs/latest"),
    mdocOut := file("website/docs"),
    libraryDependencies ++= {
      val latestTag = getTheLatestTaggedVersion()
      List(
        "io.kevinlee" %% "effectie-cats-effect2" % latestTag,
        libs.extrasCats.value,
      )
    },
    mdocVariables := createMdocVariables(None),
  )
  .dependsOn(core)

lazy val docsCe3 = (project in file("docs-gen-tmp/docs-ce3"))
  .enablePlugins(MdocPlugin)
  .settings(
    scalaVersion := props.Scala3,
    mdocIn := file("docs/latest-ce3"),
    mdocOut := file("website/docs"),
    libraryDependencies += "org.typelevel" %% "cats-effect" % "3.6.3",
    libraryDependencies += ("org.example" %% "legacy" % "1.0").cross(CrossVersion.for3Use2_13),
    libraryDependencies += "org.scalameta" %% "munit" % "1.0.0" % Test,
  )

lazy val docsV1 = (project in file("docs-gen-tmp/docs-v1"))
  .enablePlugins(MdocPlugin)
  .settings(
    mdocIn := file("docs/v1"),
    mdocOut := file("website/versioned_docs/version-v1"),
    scalacOptions ~= (_.filterNot(_ == "-Xfatal-warnings")),
    libraryDependencies ++= List(
      "io.kevinlee" %% "effectie-cats-effect" % "1.16.0",
      "io.kevinlee" % "effectie-java" % Versions.Java,
    ),
    libraryDependencies := libraryDependenciesPostProcess(libraryDependencies.value),
    mdocVariables := createMdocVariables("1.16.0".some),
  )

lazy val libs = new {
  lazy val extrasCats = Def.setting("io.kevinlee" %%% "extras-cats" % props.ExtrasVersion)
}

def getTheLatestTaggedVersion(): String = "git describe --tags".!!.trim

def createMdocVariables(version: Option[String]): Map[String, String] = {
  val versionForDoc = version match {
    case Some(version) => version
    case None => getTheLatestTaggedVersion()
  }
  Map(
    "VERSION" -> versionForDoc,
    "ORG" -> "io.kevinlee",
  )
}
`;

describe('mdocProjects', () => {
  const [docs, docsCe3, docsV1] = projectsOf({
    'build.sbt': EFFECTIE_LIKE,
    'project/Versions.scala': 'object Versions {\n  val Java = "1.16.0"\n}\n',
  });

  it('finds every project that runs mdoc, with its input and output as paths of the repository', () => {
    expect(
      [docs, docsCe3, docsV1].map((project) => [project!.name, project!.where, project!.input, project!.output]),
    ).toEqual([
      ['docs', '../build.sbt:12', '/repo/docs/latest', '/repo/website/docs'],
      ['docsCe3', '../build.sbt:29', '/repo/docs/latest-ce3', '/repo/website/docs'],
      ['docsV1', '../build.sbt:40', '/repo/docs/v1', '/repo/website/versioned_docs/version-v1'],
    ]);
  });

  it("takes the build's Scala version, or the project's own (Scala 3), and names each literal dependency as Maven does", () => {
    expect(docsCe3!.scalaVersion).toEqual({ value: '3.3.7', where: '../build.sbt:32' });
    expect(docsCe3!.dependencies).toEqual([
      { coordinate: 'org.typelevel:cats-effect_3:3.6.3' },
      { coordinate: 'org.example:legacy_2.13:1.0' },
    ]);
    expect(docsV1!.scalaVersion).toEqual({ value: '2.13.16', where: '../build.sbt:2' });
    // A val of an object in project/*.scala is as literal as one of build.sbt.
    expect(docsV1!.dependencies).toEqual([
      { coordinate: 'io.kevinlee:effectie-cats-effect_2.13:1.16.0' },
      { coordinate: 'io.kevinlee:effectie-java:1.16.0' },
    ]);
  });

  it('says where sbt computes a version, a variable or a change of a setting', () => {
    expect(docs!.dependencies).toMatchInlineSnapshot(`
      [
        {
          "computed": {
            "text": "getTheLatestTaggedVersion()",
            "where": "../build.sbt:19",
          },
          "template": "io.kevinlee:effectie-cats-effect2_2.13:<getTheLatestTaggedVersion()>",
          "written": ""io.kevinlee" %% "effectie-cats-effect2" % getTheLatestTaggedVersion()",
        },
        {
          "computed": {
            "text": "props.ExtrasVersion",
            "where": "../build.sbt:55",
          },
          "template": "io.kevinlee:extras-cats_2.13:<props.ExtrasVersion>",
          "written": ""io.kevinlee" %% "extras-cats" % props.ExtrasVersion",
        },
      ]
    `);
    expect(docs!.dependsOn).toEqual(['core']);
    expect(docs!.variables).toMatchInlineSnapshot(`
      [
        {
          "computed": {
            "text": "getTheLatestTaggedVersion()",
            "where": "../build.sbt:63",
          },
          "name": "VERSION",
          "where": "../build.sbt:66",
        },
        {
          "name": "ORG",
          "value": "io.kevinlee",
        },
      ]
    `);
    expect(docsV1!.transforms).toMatchInlineSnapshot(`
      [
        {
          "text": "libraryDependenciesPostProcess(libraryDependencies.value)",
          "where": "../build.sbt:50",
        },
        {
          "text": "scalacOptions ~= _.filterNot(_ == "-Xfatal-warnings")",
          "where": "../build.sbt:45",
        },
      ]
    `);
    expect(docs!.scalacOptions).toEqual(['-deprecation', '-feature']);
  });

  it('reads a variable a def of the build gives from its argument, as when sbt calls it', () => {
    expect(docsV1!.variables).toMatchInlineSnapshot(`
      [
        {
          "name": "VERSION",
          "value": "1.16.0",
        },
        {
          "name": "ORG",
          "value": "io.kevinlee",
        },
      ]
    `);
  });
});
